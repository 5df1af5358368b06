import { buildPath, useFormat, useQuery, zoneName } from '@frontdesk/shared';
import { Drawer, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { EmptyState, Heading, QueryState } from '@frontdesk/shared/ui';
import { ErrorAlert, LinkButton } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { waitlistQuery } from '../api';
import { useRemoveWaitlistEntry } from '../hooks/useRemoveWaitlistEntry';
import { groupEntriesByDay } from '../utils/waitlist';
import { WaitlistEntryItem } from './WaitlistEntryItem';

/**
 * The waitlist in a side panel: from the business's today on, each day's line under its day, in
 * order (the live feed refreshes it when an offer is made or taken), each place removable.
 */
export function WaitlistDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const { token } = theme.useToken();
  const waitlist = useQuery(waitlistQuery());
  const removal = useRemoveWaitlistEntry();

  return (
    <Drawer
      open
      size={560}
      title={<Heading level={2}>{t('bookings.waitlist.title')}</Heading>}
      onClose={onClose}
      closable={{ 'aria-label': t('bookings.waitlist.close') }}
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('bookings.waitlist.intro')}
        </Typography.Paragraph>
        {/* a caller who wants a full day: the new appointment's form finds it full and puts them in line */}
        <div>
          <LinkButton to={buildPath('bookingNew')}>{t('bookings.waitlist.add')}</LinkButton>
        </div>
        <ErrorAlert text={removal.failure} />
        <QueryState
          query={waitlist}
          size="section"
          loading={t('bookings.waitlist.loading')}
          failed={t('bookings.waitlist.failed')}
          isEmpty={(list) => list.items.length === 0}
          empty={<EmptyState size="section" title={t('bookings.waitlist.empty')} text={t('bookings.waitlist.emptyText')} />}
        >
          {(list) => (
            <Flex vertical gap="large">
              <Typography.Text type="secondary">{t('bookings.detail.zone', { zone: zoneName(list.timeZone, format.locale) })}</Typography.Text>
              {groupEntriesByDay(list.items).map(({ day, entries }) => {
                const heading = format.day(day, 'full');
                return (
                  <section key={day}>
                    <Typography.Title level={3} style={{ fontSize: token.fontSizeLG, marginBlock: `0 ${token.marginXS}px` }}>
                      {heading}
                    </Typography.Title>
                    <div role="list" aria-label={heading}>
                      {entries.map((entry) => (
                        <WaitlistEntryItem
                          key={entry.id}
                          entry={entry}
                          timeZone={list.timeZone}
                          onRemove={removal.remove}
                          removing={removal.busyId === entry.id}
                        />
                      ))}
                    </div>
                  </section>
                );
              })}
            </Flex>
          )}
        </QueryState>
      </Flex>
    </Drawer>
  );
}
