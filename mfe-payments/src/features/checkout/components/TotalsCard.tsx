import { MAX_AMOUNT_MINOR, type Adjustment, type Totals } from '@frontdesk/money';
import { useFormat } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { Divider, Segmented } from '@frontdesk/shared/antd-pages';
import { FocusPopover } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { AdjustmentInput } from './AdjustmentInput';

/** The tip presets a customer is offered (percent of the sale before tax, in basis points). */
export const TIP_PRESETS = [1_500, 1_800, 2_000] as const;

type Props = {
  totals: Totals;
  currency: string;
  tip: Adjustment | null;
  orderDiscount: Adjustment | null;
  /** the sale comes to more than the largest amount one sale takes (its lines together, or with the tip) */
  tooLarge: boolean;
  onTip: (tip: Adjustment | null) => void;
  onOrderDiscount: (discount: Adjustment | null) => void;
};

/** Subtotal, discounts, tax, tip and the total, with the tip and the order's discount to set. */
export function TotalsCard({ totals, currency, tip, orderDiscount, tooLarge, onTip, onOrderDiscount }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const money = (minor: number) => format.money(minor, currency);
  const preset = tip === null ? 'none' : tip.kind === 'percent' && (TIP_PRESETS as readonly number[]).includes(tip.value) ? String(tip.value) : 'custom';
  const row = (label: string, value: string, strong = false) => (
    <Flex justify="space-between">
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong}>{value}</Typography.Text>
    </Flex>
  );
  return (
    <Flex vertical gap="small">
      {row(t('common.totals.subtotal'), money(totals.subtotalMinor))}
      <Flex justify="space-between" align="center">
        <FocusPopover
          content={
            <AdjustmentInput autoFocus currency={currency} label={t('checkout.totals.orderDiscount')} value={orderDiscount} onChange={onOrderDiscount} />
          }
        >
          <Button type="link" style={{ paddingInline: 0 }}>
            {t('checkout.totals.orderDiscount')}
          </Button>
        </FocusPopover>
        <Typography.Text>{totals.discountMinor > 0 ? `−${money(totals.discountMinor)}` : money(0)}</Typography.Text>
      </Flex>
      {row(t('common.totals.tax'), money(totals.taxMinor))}
      <Flex vertical gap={4}>
        <Typography.Text id="tip-label">{t('common.totals.tip')}</Typography.Text>
        <Segmented
          aria-labelledby="tip-label"
          block
          value={preset}
          onChange={(value) => {
            if (value === 'none') onTip(null);
            else if (value !== 'custom') onTip({ kind: 'percent', value: Number(value) });
            else onTip({ kind: 'amount', value: 0 });
          }}
          options={[
            { value: 'none', label: t('checkout.totals.noTip') },
            ...TIP_PRESETS.map((bp) => ({ value: String(bp), label: t('checkout.totals.tipPercent', { percent: format.basisPoints(bp) }) })),
            { value: 'custom', label: t('checkout.totals.customTip') },
          ]}
        />
        {preset === 'custom' && (
          // a custom tip is an amount unless the cashier switches it to a percent: "5" is $5.00, never 5 %
          <AdjustmentInput
            currency={currency}
            defaultKind="amount"
            label={t('checkout.totals.customTipAmount')}
            value={tip && tip.value > 0 ? tip : null}
            onChange={(value) => onTip(value ?? { kind: 'amount', value: 0 })}
          />
        )}
        {row(t('checkout.totals.tipAmount'), money(totals.tipMinor))}
      </Flex>
      <Divider style={{ marginBlock: 4 }} />
      <Flex justify="space-between" align="baseline">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('common.totals.total')}
        </Typography.Title>
        <Typography.Title level={3} style={{ margin: 0 }} aria-live="polite">
          {money(totals.totalMinor)}
        </Typography.Title>
      </Flex>
      {tooLarge && (
        <Typography.Text type="danger" role="alert">
          {t('checkout.totals.tooLarge', { max: money(MAX_AMOUNT_MINOR) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
