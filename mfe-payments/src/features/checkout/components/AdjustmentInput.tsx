import { BASIS_POINTS, type Adjustment } from '@frontdesk/money';
import { moneyInputText, parsePercent } from '@frontdesk/shared';
import { Flex, Input } from '@frontdesk/shared/antd';
import { Segmented } from '@frontdesk/shared/antd-pages';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: Adjustment | null;
  onChange: (value: Adjustment | null) => void;
  currency: string;
  /** names the field for screen readers ("Discount on Full detail") */
  label: string;
  autoFocus?: boolean;
  /** how a new one is given, until the cashier switches (a percent by default) */
  defaultKind?: Adjustment['kind'];
};

const percentText = (bp: number) => moneyInputText(bp, 'USD').replace(/\.?0+$/, '');

/** A discount or tip as the cashier enters it: a percent or an amount, the field's name says which. */
export function AdjustmentInput({ value, onChange, currency, label, autoFocus, defaultKind = 'percent' }: Props) {
  const { t } = useTranslation('payments');
  const [kind, setKind] = useState<Adjustment['kind']>(value?.kind ?? defaultKind);
  const [percent, setPercent] = useState(value?.kind === 'percent' ? percentText(value.value) : '');
  return (
    <Flex gap="small" align="center">
      <Segmented
        aria-label={t('checkout.adjustment.kind', { label })}
        size="small"
        value={kind}
        onChange={(next) => {
          setKind(next as Adjustment['kind']);
          setPercent('');
          onChange(null);
        }}
        options={[
          { value: 'percent', label: '%' },
          { value: 'amount', label: t('checkout.adjustment.amount') },
        ]}
      />
      {kind === 'percent' ? (
        <Input
          aria-label={t('checkout.adjustment.inPercent', { label })}
          autoFocus={autoFocus}
          inputMode="decimal"
          suffix="%"
          style={{ width: 110 }}
          value={percent}
          onChange={(event) => {
            setPercent(event.target.value);
            const bp = parsePercent(event.target.value);
            onChange(bp === null || bp === 0 ? null : { kind: 'percent', value: Math.min(bp, BASIS_POINTS) });
          }}
        />
      ) : (
        <MoneyInput
          aria-label={t('checkout.adjustment.inAmount', { label })}
          autoFocus={autoFocus}
          currency={currency}
          style={{ width: 130 }}
          value={value?.kind === 'amount' ? value.value : null}
          onChange={(minor) => onChange(minor === null || minor === 0 ? null : { kind: 'amount', value: minor })}
        />
      )}
    </Flex>
  );
}
