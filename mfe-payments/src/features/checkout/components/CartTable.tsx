import { MAX_AMOUNT_MINOR, type Adjustment, type PricedLine } from '@frontdesk/money';
import { mediaQueries, useFormat, useMediaQuery } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { DeleteOutlined, Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { FocusPopover, NumberInput, useNumberRules } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { quantityLimits, unitPriceOf, type CartLine } from '../../../common/utils/cart';
import { AdjustmentInput } from './AdjustmentInput';
import { DiscountButton } from './DiscountButton';

type Props = {
  lines: CartLine[];
  priced: PricedLine[];
  currency: string;
  /** the API's refusals per line field (`lines.0.quantity`), already translated */
  errors: Record<string, string> | null;
  /** the lines whose quantity times their price pass the largest amount a sale takes (pricing's pastTheCap) */
  tooLarge: number[];
  /** a quantity as typed: the cart takes it when it fits the line, else marks the line (`unfit`) */
  onQuantity: (key: string, quantity: number | null) => void;
  onDiscount: (key: string, discount: Adjustment | null) => void;
  onRemove: (key: string) => void;
};

type Row = { line: CartLine; priced: PricedLine | undefined; index: number };

/** The cart's lines: quantity, price, the line's discount, its total, remove. */
export function CartTable({ lines, priced, currency, errors, tooLarge, onQuantity, onDiscount, onRemove }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { words } = useNumberRules();
  const money = (minor: number) => format.money(minor, currency);
  const nameOf = (line: CartLine) => [line.item.name, line.item.variants.find((v) => v.id === line.variantId)?.name].filter(Boolean).join(' · ');
  /** what is wrong with a line: the cart's own pricing says it before the API would (the same function, the same cap), else the API's refusal */
  const errorOf = (index: number) =>
    (lines[index]?.unfit ? words(quantityLimits(lines[index])) : undefined) ??
    (tooLarge.includes(index) ? t('checkout.cart.lineTooLarge', { max: money(MAX_AMOUNT_MINOR) }) : undefined) ??
    errors?.[`lines.${index}.quantity`] ??
    errors?.[`lines.${index}.itemId`];
  const errorId = (line: CartLine) => `cart-line-${line.key}-error`;
  // a phone's card is 340 px: the unit price goes (the line's total says enough) and the discount sits under the item's name
  const narrow = useMediaQuery(mediaQueries.narrow);
  const discountOf = (line: CartLine, p: PricedLine | undefined) => (
    <FocusPopover
      content={
        <AdjustmentInput
          autoFocus
          currency={currency}
          label={t('checkout.cart.discountOn', { name: nameOf(line) })}
          value={line.discount}
          onChange={(value) => onDiscount(line.key, value)}
        />
      }
    >
      {/* its name starts with what it shows ("Add", "−$5.00"), then whose discount it is (WCAG 2.5.3) */}
      <DiscountButton
        text={p && p.discountMinor > 0 ? `−${money(p.discountMinor)}` : t('checkout.cart.addDiscount')}
        name={nameOf(line)}
        dashed={!line.discount}
      />
    </FocusPopover>
  );
  const columns: TableColumnsType<Row> = [
    {
      title: t('checkout.cart.item'),
      key: 'item',
      render: (_, { line, priced: p }) =>
        narrow ? (
          <Flex vertical align="start" gap={4}>
            {nameOf(line)}
            {discountOf(line, p)}
          </Flex>
        ) : (
          nameOf(line)
        ),
    },
    {
      title: t('checkout.cart.quantity'),
      key: 'quantity',
      width: 76,
      render: (_, { line, index }) => (
        <NumberInput
          aria-label={t('checkout.cart.quantityOf', { name: nameOf(line) })}
          {...(errorOf(index) ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': errorId(line) } : {})}
          whole
          value={line.quantity}
          onChange={(value) => onQuantity(line.key, value)}
          style={{ width: 60 }}
        />
      ),
    },
    ...(narrow
      ? []
      : ([
          { title: t('checkout.cart.price'), key: 'price', align: 'end', render: (_, { line }) => money(unitPriceOf(line)) },
          { title: t('checkout.cart.discount'), key: 'discount', align: 'end', render: (_, { line, priced: p }) => discountOf(line, p) },
        ] satisfies TableColumnsType<Row>)),
    { title: t('checkout.cart.total'), key: 'total', align: 'end', render: (_, { priced: p }) => (p ? money(p.totalMinor) : '') },
    {
      key: 'remove',
      width: 40,
      render: (_, { line }) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('checkout.cart.remove', { name: nameOf(line) })}
          onClick={() => onRemove(line.key)}
        />
      ),
    },
  ];
  return (
    <Table<Row>
      size="small"
      rowKey={(row) => row.line.key}
      pagination={false}
      columns={columns}
      dataSource={lines.map((line, index) => ({ line, priced: priced[index], index }))}
      // a line's refusal in a row of its own under it, the table's whole width: the item's column is narrow on a phone
      expandable={{
        showExpandColumn: false,
        expandedRowKeys: lines.filter((_, index) => errorOf(index)).map((line) => line.key),
        expandedRowRender: ({ line, index }) => (
          <Typography.Text id={errorId(line)} type="danger">
            {errorOf(index)}
          </Typography.Text>
        ),
      }}
      // the table's own empty text is the disabled colour (1.8:1): the secondary text reads
      locale={{ emptyText: <Typography.Text type="secondary">{t('checkout.cart.empty')}</Typography.Text> }}
    />
  );
}
