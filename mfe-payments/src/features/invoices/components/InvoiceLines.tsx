import { useFormat, type Invoice, type InvoiceLine } from '@frontdesk/shared';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';

/** An invoice's lines as billed: what, how many, at what price, the discount, the tax, the line's total. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const money = (minor: number) => format.money(minor, invoice.currency);
  const columns: TableColumnsType<InvoiceLine> = [
    { key: 'name', title: t('invoices.lines.item'), render: (_, line) => (line.variant ? `${line.name} (${line.variant})` : line.name) },
    { key: 'quantity', title: t('invoices.lines.quantity'), dataIndex: 'quantity', align: 'end' },
    { key: 'unit', title: t('invoices.lines.unit'), align: 'end', render: (_, line) => money(line.unitPriceMinor) },
    {
      key: 'discount',
      title: t('invoices.lines.discount'),
      align: 'end',
      render: (_, line) => (line.discountMinor + line.orderDiscountMinor > 0 ? money(-(line.discountMinor + line.orderDiscountMinor)) : '—'),
    },
    { key: 'tax', title: t('invoices.lines.tax'), align: 'end', render: (_, line) => money(line.taxMinor) },
    { key: 'total', title: t('invoices.lines.total'), align: 'end', render: (_, line) => money(line.totalMinor) },
  ];
  return (
    <Table<InvoiceLine>
      aria-label={t('invoices.detail.lines')}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={invoice.lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
