import { mediaQueries, useFormat, useMediaQuery, type Invoice, type InvoiceLine } from '@frontdesk/shared';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';

/**
 * An invoice's lines as billed: what, how many, at what price, the discount, the tax, the line's
 * total. On a phone what, how many and the total, names wrapping (the totals sum the discounts and
 * taxes): six columns were cut off at the card's edge.
 */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('payments');
  const narrow = useMediaQuery(mediaQueries.narrow);
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
  const onPhone = new Set(['name', 'quantity', 'total']);
  return (
    <Table<InvoiceLine>
      aria-label={t('invoices.detail.lines')}
      rowKey="id"
      size="small"
      columns={narrow ? columns.filter((column) => onPhone.has(String(column.key))) : columns}
      dataSource={invoice.lines}
      pagination={false}
      scroll={narrow ? undefined : { x: 'max-content' }}
    />
  );
}
