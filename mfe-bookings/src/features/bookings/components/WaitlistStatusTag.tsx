import { useFormat, type WaitlistEntry } from '@frontdesk/shared';
import { Tag } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';

/**
 * A waitlist entry's status as words in a tag, as a booking's is (the theme's own text colour); an
 * offer says until when its time is held, on the business's clock.
 */
export function WaitlistStatusTag({ entry, timeZone }: { entry: Pick<WaitlistEntry, 'status' | 'offerExpiresAt'>; timeZone: string }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const text =
    entry.status === 'offered' && entry.offerExpiresAt
      ? t('bookings.waitlist.offeredUntil', { time: format.clock(entry.offerExpiresAt, timeZone) })
      : t(`bookings.waitlist.status.${entry.status}`);
  return <Tag style={{ marginInlineEnd: 0 }}>{text}</Tag>;
}
