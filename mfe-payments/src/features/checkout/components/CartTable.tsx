import type { Adjustment, PricedLine } from '@frontdesk/api/pricing';
import { useFormat } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { DeleteOutlined, InputNumber, Popover, Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';
import { unitPriceOf, type CartLine } from '../utils/cart';
import { AdjustmentInput } from './AdjustmentInput';
import { DiscountButton } from './DiscountButton';

type Props = {
  lines: CartLine[];
  priced: PricedLine[];
  currency: string;
  /** the API's refusals per line field (`lines.0.quantity`), already translated */
  errors: Record<string, string> | null;
  onQuantity: (key: string, quantity: number) => void;
  onDiscount: (key: string, discount: Adjustment | null) => void;
  onRemove: (key: string) => void;
};

type Row = { line: CartLine; priced: PricedLine | undefined; index: number };

/** The cart's lines: quantity, price, the line's discount, its total, remove. */
export function CartTable({ lines, priced, currency, errors, onQuantity, onDiscount, onRemove }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const money = (minor: number) => format.money(minor, currency);
  const nameOf = (line: CartLine) => [line.item.name, line.item.variants.find((v) => v.id === line.variantId)?.name].filter(Boolean).join(' · ');
  const columns: TableColumnsType<Row> = [
    {
      title: t('checkout.cart.item'),
      key: 'item',
      render: (_, { line, index }) => {
        const error = errors?.[`lines.${index}.quantity`] ?? errors?.[`lines.${index}.itemId`];
        return (
          <Flex vertical>
            <span>{nameOf(line)}</span>
            {error && <Typography.Text type="danger">{error}</Typography.Text>}
          </Flex>
        );
      },
    },
    {
      title: t('checkout.cart.quantity'),
      key: 'quantity',
      width: 110,
      render: (_, { line }) => (
        <InputNumber
          aria-label={t('checkout.cart.quantityOf', { name: nameOf(line) })}
          min={1}
          max={10_000}
          precision={0}
          value={line.quantity}
          onChange={(value) => value !== null && onQuantity(line.key, Number(value))}
          style={{ width: 80 }}
        />
      ),
    },
    { title: t('checkout.cart.price'), key: 'price', align: 'end', render: (_, { line }) => money(unitPriceOf(line)) },
    {
      title: t('checkout.cart.discount'),
      key: 'discount',
      align: 'end',
      render: (_, { line, priced: p }) => (
        <Popover
          trigger="click"
          destroyOnHidden
          content={<AdjustmentInput autoFocus currency={currency} label={t('checkout.cart.discountOn', { name: nameOf(line) })} value={line.discount} onChange={(value) => onDiscount(line.key, value)} />}
        >
          {/* its name starts with what it shows ("Add", "−$5.00"), then whose discount it is (WCAG 2.5.3) */}
          <DiscountButton text={p && p.discountMinor > 0 ? `−${money(p.discountMinor)}` : t('checkout.cart.addDiscount')} name={nameOf(line)} dashed={!line.discount} />
        </Popover>
      ),
    },
    { title: t('checkout.cart.total'), key: 'total', align: 'end', render: (_, { priced: p }) => (p ? money(p.totalMinor) : '') },
    {
      key: 'remove',
      width: 48,
      render: (_, { line }) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('checkout.cart.remove', { name: nameOf(line) })} onClick={() => onRemove(line.key)} />,
    },
  ];
  return (
    <Table<Row>
      size="small"
      rowKey={(row) => row.line.key}
      pagination={false}
      columns={columns}
      dataSource={lines.map((line, index) => ({ line, priced: priced[index], index }))}
      // the table's own empty text is the disabled colour (1.8:1): the secondary text reads
      locale={{ emptyText: <Typography.Text type="secondary">{t('checkout.cart.empty')}</Typography.Text> }}
    />
  );
}
