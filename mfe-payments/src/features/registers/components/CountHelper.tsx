import { useFormat } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { NumberInput, useNumberRules } from '@frontdesk/shared/ui-pages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIECES, countedTotal, countsFit, type Counts, type Denomination } from '../utils/denominations';

type Props = { currency: string; denominations: Denomination[] };

/**
 * Adds up the drawer by bill and coin, inside the close's form; "Use this total" (or Enter in a
 * count) puts the sum in its counted cash, and never closes the register.
 */
export function CountHelper({ currency, denominations }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const form = Form.useFormInstance<{ countedCashMinor: number | null }>();
  const { refusal, words } = useNumberRules();
  const refusalId = useId();
  const [counts, setCounts] = useState<Counts>({});
  const fit = countsFit(counts);
  const total = fit ? countedTotal(denominations, counts) : null;
  // a value set from here takes the place of the field's refusal ("enter the counted cash")
  const use = () => {
    if (total !== null) form.setFieldValue('countedCashMinor', total);
  };

  return (
    <Flex vertical gap="small">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }}>
        {denominations.map(({ minor, kind }) => {
          const value = format.money(minor, currency);
          return (
            <label key={minor} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span style={{ minInlineSize: 56, textAlign: 'end' }}>{value}</span>
              <NumberInput
                aria-label={t(kind === 'bill' ? 'registers.close.billsOf' : 'registers.close.coinsOf', { value })}
                whole
                value={counts[minor] ?? null}
                {...(refusal(counts[minor], PIECES) ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': refusalId } : {})}
                onChange={(count) => setCounts((previous) => ({ ...previous, [minor]: count }))}
                onPressEnter={(event) => {
                  event.preventDefault();
                  use();
                }}
                style={{ inlineSize: 80 }}
              />
            </label>
          );
        })}
      </div>
      {!fit && (
        <Typography.Text type="danger" id={refusalId}>
          {words(PIECES)}
        </Typography.Text>
      )}
      <Flex align="center" gap="middle" wrap>
        <Typography.Text strong aria-live="polite">
          {total === null ? t('registers.close.helperUnfit') : t('registers.close.helperTotal', { amount: format.money(total, currency) })}
        </Typography.Text>
        <Button onClick={use} disabled={total === null}>
          {t('registers.close.useTotal')}
        </Button>
      </Flex>
    </Flex>
  );
}
