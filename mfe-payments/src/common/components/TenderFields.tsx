import { useFormat } from '@frontdesk/shared';
import { Button, Flex, Input, Typography } from '@frontdesk/shared/antd';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { changeOf, quickCash, type TenderDraft } from '../utils/tender';

type Props = {
  tender: TenderDraft;
  currency: string;
  /** the id of the text that says why one of these fields (`tenderedMinor`, `card.number`, …) was refused, if it was; a form that says it under the tender gives none */
  refused?: (...fields: string[]) => string | undefined;
  onChange: (change: Partial<Omit<TenderDraft, 'kind'>>) => void;
  /** Enter in the last field (none inside a form, which sends itself on Enter) */
  onSubmit?: () => void;
};

const noneRefused = () => undefined;

/**
 * What a tender needs beyond its amount: cash handed over (quick amounts, the change due), a card's
 * number, expiry and CVC, a check's number. The split tenders (TenderPanel) and a deposit's tender use it.
 */
export function TenderFields({ tender, currency, refused = noneRefused, onChange, onSubmit }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const money = (minor: number) => format.money(minor, currency);
  /** a refused field: marked, and described by the text that says why */
  const refusal = (...fields: string[]) => {
    const id = refused(...fields);
    return id ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': id } : {};
  };

  if (tender.kind === 'cash') {
    return (
      <>
        <label>
          <Typography.Text>{t('common.tenders.tendered')}</Typography.Text>
          <MoneyInput
            aria-label={t('common.tenders.tendered')}
            autoFocus
            currency={currency}
            value={tender.tenderedMinor}
            {...refusal('tenderedMinor')}
            onChange={(tenderedMinor) => onChange({ tenderedMinor })}
            onPressEnter={onSubmit}
          />
        </label>
        <Flex gap="small" wrap>
          {quickCash(tender.amountMinor ?? 0).map((amount) => (
            <Button key={amount} size="small" onClick={() => onChange({ tenderedMinor: amount })}>
              {money(amount)}
            </Button>
          ))}
        </Flex>
        <Typography.Text strong>{t('common.tenders.change', { amount: money(changeOf(tender)) })}</Typography.Text>
      </>
    );
  }
  if (tender.kind === 'card') {
    return (
      <Flex gap="small" wrap>
        <Input
          aria-label={t('common.tenders.cardNumber')}
          placeholder={t('common.tenders.cardNumber')}
          autoFocus
          autoComplete="cc-number"
          inputMode="numeric"
          {...refusal('card.number')}
          style={{ flex: '1 1 200px' }}
          value={tender.card.number}
          onChange={(event) => onChange({ card: { ...tender.card, number: event.target.value } })}
        />
        <Input
          aria-label={t('common.tenders.expiry')}
          placeholder={t('common.tenders.expiryHint')}
          autoComplete="cc-exp"
          {...refusal('card.expYear', 'card.expMonth')}
          style={{ width: 90 }}
          value={tender.card.expiry}
          onChange={(event) => onChange({ card: { ...tender.card, expiry: event.target.value } })}
        />
        <Input
          aria-label={t('common.tenders.cvc')}
          placeholder={t('common.tenders.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          {...refusal('card.cvc')}
          style={{ width: 80 }}
          value={tender.card.cvc}
          onChange={(event) => onChange({ card: { ...tender.card, cvc: event.target.value } })}
          onPressEnter={onSubmit}
        />
      </Flex>
    );
  }
  return (
    <Input
      aria-label={t('common.tenders.checkNumber')}
      placeholder={t('common.tenders.checkNumber')}
      autoFocus
      {...refusal('checkNumber')}
      value={tender.checkNumber}
      onChange={(event) => onChange({ checkNumber: event.target.value })}
      onPressEnter={onSubmit}
    />
  );
}
