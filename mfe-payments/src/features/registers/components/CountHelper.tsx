import { useFormat } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { InputNumber } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countedTotal, type Denomination } from '../utils/denominations';

type Props = { currency: string; denominations: Denomination[] };

/**
 * Adds up the drawer by bill and coin, inside the close's form; "Use this total" (or Enter in a
 * count) puts the sum in its counted cash, and never closes the register.
 */
export function CountHelper({ currency, denominations }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const form = Form.useFormInstance<{ countedCashMinor: number | null }>();
  const [counts, setCounts] = useState<Record<number, number>>({});
  const total = countedTotal(denominations, counts);
  // a value set from here takes the place of the field's refusal ("enter the counted cash")
  const use = () => form.setFieldValue('countedCashMinor', total);

  return (
    <Flex vertical gap="small">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }}>
        {denominations.map(({ minor, kind }) => {
          const value = format.money(minor, currency);
          return (
            <label key={minor} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span style={{ minInlineSize: 56, textAlign: 'end' }}>{value}</span>
              <InputNumber
                aria-label={t(kind === 'bill' ? 'registers.close.billsOf' : 'registers.close.coinsOf', { value })}
                min={0}
                max={100_000}
                precision={0}
                step={1}
                value={counts[minor] ?? null}
                onChange={(count) => setCounts((previous) => ({ ...previous, [minor]: typeof count === 'number' ? count : 0 }))}
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
      <Flex align="center" gap="middle" wrap>
        <Typography.Text strong aria-live="polite">
          {t('registers.close.helperTotal', { amount: format.money(total, currency) })}
        </Typography.Text>
        <Button onClick={use}>{t('registers.close.useTotal')}</Button>
      </Flex>
    </Flex>
  );
}
