import { useBusinessDay, type OutboxMailSummary, type OutboxPage } from '@frontdesk/shared';
import { Button } from '@frontdesk/shared/antd';
import type { TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState } from '@frontdesk/shared/ui';
import { PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';

type Props = { data: OutboxPage; loading: boolean; searching: boolean; onView: (mail: OutboxMailSummary) => void; onPage: (page: number) => void };

/** A page of the outbox, newest first: to, subject, status (in words, not colour) and when. */
export function OutboxTable({ data, loading, searching, onView, onPage }: Props) {
  const { t } = useTranslation('payments');
  const business = useBusinessDay();
  const columns: TableColumnsType<OutboxMailSummary> = [
    { key: 'to', title: t('outbox.columns.to'), render: (_, mail) => mail.to },
    { key: 'subject', title: t('outbox.columns.subject'), render: (_, mail) => mail.subject },
    { key: 'status', title: t('outbox.columns.status'), render: (_, mail) => t(`outbox.status.${mail.status}`) },
    { key: 'when', title: t('outbox.columns.when'), render: (_, mail) => business.moment(mail.sentAt ?? mail.createdAt) },
    {
      key: 'actions',
      title: t('outbox.columns.actions'),
      width: 1,
      render: (_, mail) => (
        <Button aria-label={t('outbox.viewFor', { to: mail.to, subject: mail.subject })} onClick={() => onView(mail)}>
          {t('outbox.view')}
        </Button>
      ),
    },
  ];
  const empty = searching ? (
    <EmptyState size="section" title={t('outbox.noMatchTitle')} text={t('outbox.noMatchText')} />
  ) : (
    <EmptyState size="section" title={t('outbox.emptyTitle')} text={t('outbox.emptyText')} />
  );
  return (
    <PagedTable<OutboxMailSummary> aria-label={t('outbox.caption')} rowKey="id" columns={columns} data={data} loading={loading} onPage={onPage} empty={empty} />
  );
}
