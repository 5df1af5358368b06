import { useQuery } from '@frontdesk/shared';
import { Button, theme } from '@frontdesk/shared/antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { waitlistQuery } from '../api';
import { WaitlistDrawer } from './WaitlistDrawer';

/** "Waitlist" with how many are in line from today (waiting or offered), opening the waitlist's drawer. */
export function WaitlistButton() {
  const { t } = useTranslation('bookings');
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  // the drawer reads the same query: one answer for the count and the lines
  const count = useQuery(waitlistQuery()).data?.items.length;
  const label = count ? t('bookings.waitlist.openCount', { count }) : t('bookings.waitlist.open');
  return (
    <>
      <Button aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('bookings.waitlist.open')}
        {count ? ' ' : null}
        {count ? (
          <span
            style={{
              minInlineSize: token.controlHeightSM - 4,
              paddingInline: token.paddingXXS + 2,
              borderRadius: token.controlHeightSM,
              // the theme's text on its fill: every theme's contrast holds (a primary fill's white text need not)
              background: token.colorFill,
              color: token.colorText,
              fontWeight: token.fontWeightStrong,
              fontSize: token.fontSizeSM,
              lineHeight: `${token.controlHeightSM - 4}px`,
              textAlign: 'center',
            }}
          >
            {count}
          </span>
        ) : null}
      </Button>
      {open && <WaitlistDrawer onClose={() => setOpen(false)} />}
    </>
  );
}
