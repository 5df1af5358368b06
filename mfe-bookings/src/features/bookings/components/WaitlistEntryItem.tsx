import { buildPath, type WaitlistEntry } from '@frontdesk/shared';
import { Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { Popconfirm } from '@frontdesk/shared/antd-more';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WaitlistOfferTime } from './WaitlistOfferTime';
import { WaitlistStatusTag } from './WaitlistStatusTag';

type Props = {
  entry: WaitlistEntry;
  timeZone: string;
  onRemove: (entry: WaitlistEntry) => Promise<void>;
  /** this entry is on its way out */
  removing: boolean;
};

/**
 * One place in a day's line: its number, the customer (to their page), the service, with whom, the
 * time held for an offer, the status, the notes, a time the desk offers them, and Remove (asked first).
 */
export function WaitlistEntryItem({ entry, timeZone, onRemove, removing }: Props) {
  const { t } = useTranslation('bookings');
  const { token } = theme.useToken();
  const name = entry.contactName;
  const [offering, setOffering] = useState(false);
  return (
    <Flex role="listitem" gap="middle" align="flex-start" style={{ paddingBlock: token.paddingSM, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
      {entry.position !== null ? (
        <Typography.Text strong style={{ minInlineSize: 32 }}>
          {t('bookings.waitlist.place', { position: entry.position })}
        </Typography.Text>
      ) : null}
      <Flex vertical gap={token.marginXXS} style={{ flex: 1, minInlineSize: 0 }}>
        <Link to={buildPath('contact', { contactId: entry.contactId })}>{name}</Link>
        <Typography.Text>
          {entry.serviceName} · {entry.staffName ?? t('bookings.waitlist.anyone')}
        </Typography.Text>
        {entry.status === 'offered' && entry.bookingId ? (
          <Link to={buildPath('booking', { bookingId: entry.bookingId })}>{t('bookings.waitlist.offeredTime')}</Link>
        ) : null}
        {entry.notes ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-line' }} ellipsis={{ rows: 3, expandable: true }}>
            {entry.notes}
          </Typography.Paragraph>
        ) : null}
        {offering ? <WaitlistOfferTime entry={entry} timeZone={timeZone} onDone={() => setOffering(false)} /> : null}
      </Flex>
      <Flex vertical gap="small" align="flex-end">
        <WaitlistStatusTag entry={entry} timeZone={timeZone} />
        {entry.status === 'waiting' && !offering ? (
          <Button size="small" onClick={() => setOffering(true)} aria-label={t('bookings.waitlist.offer.openNamed', { name })}>
            {t('bookings.waitlist.offer.open')}
          </Button>
        ) : null}
        <Popconfirm
          title={t('bookings.waitlist.removeTitle', { name })}
          description={entry.status === 'offered' ? t('bookings.waitlist.removeOffered') : undefined}
          okText={t('bookings.waitlist.remove')}
          okButtonProps={{ danger: true }}
          cancelText={t('bookings.waitlist.keep')}
          onConfirm={() => onRemove(entry)}
        >
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} loading={removing} aria-label={t('bookings.waitlist.removeNamed', { name })}>
            {t('bookings.waitlist.remove')}
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
