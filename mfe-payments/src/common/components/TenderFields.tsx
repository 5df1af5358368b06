import { useFormat } from '@frontdesk/shared';
import { Button, Flex, Input, Typography } from '@frontdesk/shared/antd';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { changeOf, quickCash, type TenderDraft } from '../utils/tender';

type Props = {
  tender: TenderDraft;
  currency: string;
  /** whether the API refused one of this tender's fields (`tenderedMinor`, `card.number`, …); a form that says it under the tender gives none */
  refused?: (...fields: string[]) => boolean;
  onChange: (change: Partial<Omit<TenderDraft, 'kind'>>) => void;
  /** Enter in the last field (none inside a form, which sends itself on Enter) */
  onSubmit?: () => void;
};

const noneRefused = () => false;

/**
 * What a tender needs beyond its amount: cash handed over (quick amounts, the change due), a card's
 * number, expiry and CVC, a check's number. The split tenders (TenderPanel) and a deposit's tender use it.
 */
export function TenderFields({ tender, currency, refused = noneRefused, onChange, onSubmit }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const money = (minor: number) => format.money(minor, currency);

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
            status={refused('tenderedMinor') ? 'error' : undefined}
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
          status={refused('card.number') ? 'error' : undefined}
          style={{ flex: '1 1 200px' }}
          value={tender.card.number}
          onChange={(event) => onChange({ card: { ...tender.card, number: event.target.value } })}
        />
        <Input
          aria-label={t('common.tenders.expiry')}
          placeholder={t('common.tenders.expiryHint')}
          autoComplete="cc-exp"
          status={refused('card.expYear', 'card.expMonth') ? 'error' : undefined}
          style={{ width: 90 }}
          value={tender.card.expiry}
          onChange={(event) => onChange({ card: { ...tender.card, expiry: event.target.value } })}
        />
        <Input
          aria-label={t('common.tenders.cvc')}
          placeholder={t('common.tenders.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          status={refused('card.cvc') ? 'error' : undefined}
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
      status={refused('checkNumber') ? 'error' : undefined}
      value={tender.checkNumber}
      onChange={(event) => onChange({ checkNumber: event.target.value })}
      onPressEnter={onSubmit}
    />
  );
}
