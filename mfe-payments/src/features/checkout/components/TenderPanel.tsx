import { useFormat } from '@frontdesk/shared';
import { Button, Flex, Input, Typography } from '@frontdesk/shared/antd';
import { Card, CloseOutlined, DollarOutlined } from '@frontdesk/shared/antd-pages';
import { CreditCardOutlined, FileTextOutlined } from '@frontdesk/shared/icons';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import type { TenderDraft, TenderKind } from '../utils/cart';

/** Cash amounts a customer commonly hands over for `due`: exact, then the next round notes. */
export function quickCash(due: number): number[] {
  const rounds = [500, 1_000, 2_000, 5_000, 10_000].map((note) => Math.ceil(due / note) * note).filter((amount) => amount > due);
  return [...new Set([due, ...rounds])].slice(0, 4);
}

type Props = {
  tenders: TenderDraft[];
  remainingMinor: number;
  currency: string;
  /** cash needs an open register */
  cashAllowed: boolean;
  /** the API's refusals per tender field (`tenders.0.card.number`), translated */
  errors: Record<string, string> | null;
  onAdd: (kind: TenderKind) => void;
  onChange: (key: string, change: Partial<Omit<TenderDraft, 'key' | 'kind'>>) => void;
  onRemove: (key: string) => void;
  onSubmit: () => void;
};

/** How the customer pays: one or more tenders (split), each for an amount, cash with its change. */
export function TenderPanel({ tenders, remainingMinor, currency, cashAllowed, errors, onAdd, onChange, onRemove, onSubmit }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const money = (minor: number) => format.money(minor, currency);
  const errorOf = (index: number, ...fields: string[]) => fields.map((field) => errors?.[`tenders.${index}${field ? `.${field}` : ''}`]).find(Boolean);
  const submitOnEnter = () => onSubmit();
  return (
    <Flex vertical gap="small">
      {tenders.map((tender, index) => {
        const title = t(`checkout.tenders.${tender.kind}`);
        const rowError = errorOf(index, '');
        return (
          <Card
            key={tender.key}
            size="small"
            title={title}
            extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('checkout.tenders.remove', { tender: title })} onClick={() => onRemove(tender.key)} />}
          >
            <Flex vertical gap="small">
              <label>
                <Typography.Text>{t('checkout.tenders.amount')}</Typography.Text>
                <MoneyInput aria-label={t('checkout.tenders.amountOf', { tender: title })} currency={currency} value={tender.amountMinor} onChange={(amountMinor) => onChange(tender.key, { amountMinor })} onPressEnter={submitOnEnter} />
              </label>
              {tender.kind === 'cash' && (
                <>
                  <label>
                    <Typography.Text>{t('checkout.tenders.tendered')}</Typography.Text>
                    <MoneyInput
                      aria-label={t('checkout.tenders.tendered')}
                      autoFocus
                      currency={currency}
                      value={tender.tenderedMinor}
                      status={errorOf(index, 'tenderedMinor') ? 'error' : undefined}
                      onChange={(tenderedMinor) => onChange(tender.key, { tenderedMinor })}
                      onPressEnter={submitOnEnter}
                    />
                  </label>
                  <Flex gap="small" wrap>
                    {quickCash(tender.amountMinor ?? 0).map((amount) => (
                      <Button key={amount} size="small" onClick={() => onChange(tender.key, { tenderedMinor: amount })}>
                        {money(amount)}
                      </Button>
                    ))}
                  </Flex>
                  <Typography.Text strong>
                    {t('checkout.tenders.change', { amount: money(Math.max(0, (tender.tenderedMinor ?? 0) - (tender.amountMinor ?? 0))) })}
                  </Typography.Text>
                </>
              )}
              {tender.kind === 'card' && (
                <Flex gap="small" wrap>
                  <Input
                    aria-label={t('checkout.tenders.cardNumber')}
                    placeholder={t('checkout.tenders.cardNumber')}
                    autoFocus
                    autoComplete="cc-number"
                    inputMode="numeric"
                    status={errorOf(index, 'card.number') ? 'error' : undefined}
                    style={{ flex: '1 1 200px' }}
                    value={tender.card.number}
                    onChange={(event) => onChange(tender.key, { card: { ...tender.card, number: event.target.value } })}
                  />
                  <Input
                    aria-label={t('checkout.tenders.expiry')}
                    placeholder={t('checkout.tenders.expiryHint')}
                    autoComplete="cc-exp"
                    status={errorOf(index, 'card.expYear', 'card.expMonth') ? 'error' : undefined}
                    style={{ width: 90 }}
                    value={tender.card.expiry}
                    onChange={(event) => onChange(tender.key, { card: { ...tender.card, expiry: event.target.value } })}
                  />
                  <Input
                    aria-label={t('checkout.tenders.cvc')}
                    placeholder={t('checkout.tenders.cvc')}
                    autoComplete="cc-csc"
                    inputMode="numeric"
                    style={{ width: 80 }}
                    value={tender.card.cvc}
                    onChange={(event) => onChange(tender.key, { card: { ...tender.card, cvc: event.target.value } })}
                    onPressEnter={submitOnEnter}
                  />
                </Flex>
              )}
              {tender.kind === 'check' && (
                <Input aria-label={t('checkout.tenders.checkNumber')} placeholder={t('checkout.tenders.checkNumber')} autoFocus value={tender.checkNumber} onChange={(event) => onChange(tender.key, { checkNumber: event.target.value })} onPressEnter={submitOnEnter} />
              )}
              {[rowError, errorOf(index, 'tenderedMinor', 'card.number', 'card.expYear', 'card.expMonth', 'card.cvc', 'checkNumber', 'amountMinor')]
                .filter((text, i, all): text is string => Boolean(text) && all.indexOf(text) === i)
                .map((text) => (
                  <Typography.Text key={text} type="danger" role="alert">
                    {text}
                  </Typography.Text>
                ))}
            </Flex>
          </Card>
        );
      })}
      <Typography.Text>{t('checkout.tenders.remaining', { amount: money(remainingMinor) })}</Typography.Text>
      <Flex gap="small" wrap>
        <Button icon={<DollarOutlined aria-hidden />} disabled={!cashAllowed} onClick={() => onAdd('cash')}>
          {t('checkout.tenders.addCash')}
        </Button>
        <Button icon={<CreditCardOutlined aria-hidden />} onClick={() => onAdd('card')}>
          {t('checkout.tenders.addCard')}
        </Button>
        <Button icon={<FileTextOutlined aria-hidden />} onClick={() => onAdd('check')}>
          {t('checkout.tenders.addCheck')}
        </Button>
      </Flex>
      {!cashAllowed && <Typography.Text type="secondary">{t('checkout.tenders.cashNeedsRegister')}</Typography.Text>}
    </Flex>
  );
}
