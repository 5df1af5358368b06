import { useFormat } from '@frontdesk/shared';
import { Button, Flex, Input, Typography } from '@frontdesk/shared/antd';
import { DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { MoneyInput, NumberInput, useNumberRules } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { ItemSearch } from '../../../common/components/ItemSearch';
import { INVOICE_LINE_QUANTITY, draftTotals, unitPriceOfLine, withCustomLine, withItem, type DraftLine } from '../utils/newInvoice';

type Props = {
  /** the lines (an antd Form control: value / onChange) */
  value?: DraftLine[];
  onChange?: (lines: DraftLine[]) => void;
  currency: string;
};

/**
 * A new invoice's lines: catalogue items found with the checkout's item search (their price and
 * tax from the catalogue), or custom lines with a name and a price; each with its quantity and
 * total, and the invoice's total below, priced as the API prices it.
 */
export function InvoiceLinesField({ value = [], onChange, currency }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { refusal } = useNumberRules();
  const money = (minor: number) => format.money(minor, currency);
  const totals = draftTotals(value);
  const change = (key: string, patch: Partial<{ name: string; unitPriceMinor: number | null; quantity: number | null }>) =>
    onChange?.(value.map((line) => (line.key === key ? ({ ...line, ...patch } as DraftLine) : line)));

  return (
    <Flex vertical gap="small">
      <ItemSearch autoFocus={false} onAdd={(item, variantId) => onChange?.(withItem(value, item, variantId))} />
      {value.length > 0 && (
        <ol aria-label={t('invoices.create.linesList')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {value.map((line, i) => {
            const position = i + 1;
            const refused = refusal(line.quantity, INVOICE_LINE_QUANTITY);
            const variant = line.kind === 'item' ? line.item.variants.find((v) => v.id === line.variantId) : undefined;
            return (
              <li key={line.key} style={{ paddingBlock: 8, borderBlockEnd: '1px solid rgba(128,128,128,0.2)' }}>
                <Flex gap="small" wrap align="center">
                  {line.kind === 'item' ? (
                    <Typography.Text style={{ flex: '1 1 180px' }}>
                      {variant ? `${line.item.name} · ${variant.name}` : line.item.name}
                      <Typography.Text type="secondary"> · {money(unitPriceOfLine(line))}</Typography.Text>
                    </Typography.Text>
                  ) : (
                    <>
                      <Input
                        style={{ flex: '1 1 180px' }}
                        aria-label={t('invoices.create.customName', { position })}
                        placeholder={t('invoices.create.customNameHint')}
                        maxLength={200}
                        value={line.name}
                        onChange={(event) => change(line.key, { name: event.target.value })}
                      />
                      <MoneyInput
                        style={{ inlineSize: 130 }}
                        currency={currency}
                        aria-label={t('invoices.create.customPrice', { position })}
                        value={line.unitPriceMinor}
                        onChange={(minor) => change(line.key, { unitPriceMinor: minor })}
                      />
                    </>
                  )}
                  <NumberInput
                    style={{ inlineSize: 80 }}
                    whole
                    aria-label={t('invoices.create.quantity', { position })}
                    {...(refused ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': `${line.key}-quantity` } : {})}
                    value={line.quantity}
                    onChange={(quantity) => change(line.key, { quantity })}
                  />
                  <Typography.Text style={{ minInlineSize: 80, textAlign: 'end' }}>{money(totals.lines[i]?.totalMinor ?? 0)}</Typography.Text>
                  <Button
                    type="text"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('invoices.create.remove', { position })}
                    onClick={() => onChange?.(value.filter((other) => other.key !== line.key))}
                  />
                </Flex>
                {refused && (
                  <Typography.Text type="danger" id={`${line.key}-quantity`}>
                    {refused}
                  </Typography.Text>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => onChange?.(withCustomLine(value))}>
          {t('invoices.create.addCustom')}
        </Button>
        <Typography.Text strong aria-live="polite">
          {t('invoices.create.total', { amount: money(totals.totalMinor) })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
