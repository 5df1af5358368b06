import { buildPath, useBusinessDay, useFormat, type InvoicePage, type InvoiceSummary } from '@frontdesk/shared';
import type { TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState } from '@frontdesk/shared/ui';
import { PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InvoiceStatusText } from './InvoiceStatusText';

type Props = { data: InvoicePage; loading: boolean; onPage: (page: number) => void; empty: { title: string; text: string } };

/** A page of invoices, newest first: number (to the invoice), status, contact, dates, total and balance. */
export function InvoicesTable({ data, loading, onPage, empty }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const business = useBusinessDay();
  const money = (minor: number) => format.money(minor, data.currency);
  const columns: TableColumnsType<InvoiceSummary> = [
    {
      key: 'number',
      title: t('invoices.columns.number'),
      render: (_, invoice) => <Link to={buildPath('invoice', { invoiceId: invoice.id })}>{t('invoices.numbered', { number: invoice.number })}</Link>,
    },
    { key: 'status', title: t('invoices.columns.status'), render: (_, invoice) => <InvoiceStatusText status={invoice.displayStatus} /> },
    { key: 'contact', title: t('invoices.columns.contact'), render: (_, invoice) => invoice.contactName || t('invoices.walkIn') },
    { key: 'issued', title: t('invoices.columns.issued'), render: (_, invoice) => business.moment(invoice.issuedAt ?? invoice.createdAt, { withTime: false }) },
    { key: 'due', title: t('invoices.columns.due'), render: (_, invoice) => (invoice.dueOn ? format.day(invoice.dueOn) : '—') },
    { key: 'total', title: t('invoices.columns.total'), align: 'end', render: (_, invoice) => money(invoice.totalMinor) },
    { key: 'balance', title: t('invoices.columns.balance'), align: 'end', render: (_, invoice) => money(invoice.balanceMinor) },
  ];
  return (
    <PagedTable<InvoiceSummary>
      aria-label={t('invoices.caption')}
      rowKey="id"
      columns={columns}
      data={data}
      loading={loading}
      onPage={onPage}
      empty={<EmptyState size="section" title={empty.title} text={empty.text} />}
    />
  );
}
