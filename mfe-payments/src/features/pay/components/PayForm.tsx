import { useFormat, type PayLinkInput, type PayLinkReceipt, type PayLinkView } from '@frontdesk/shared';
import { PublicAlert, PublicButton, PublicField, PublicForm, usePublicForm, type PublicMutation } from '@frontdesk/shared/public';
import { useFieldRefusals } from '@frontdesk/shared/public';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseExpiry, toCardInput, type CardDraft } from '../../../common/utils/tender';
import { cardFieldOf, challengeOf, isAmountChanged, isDecline } from '../utils/payFailure';
import { BankCheckDialog } from './BankCheckDialog';

/** A card's last month is over (the API says so too; this saves the customer a round trip). */
const isPast = ({ expMonth, expYear }: { expMonth: number; expYear: number }) => {
  const now = new Date();
  return expYear * 12 + expMonth < now.getFullYear() * 12 + now.getMonth() + 1;
};

type Props = {
  link: PayLinkView;
  payment: PublicMutation<PayLinkReceipt, PayLinkInput>;
};

/**
 * The card and one "Pay $X" button, which pays $X or nothing (the amount goes with the card: a
 * balance that changed meanwhile is refused, and told above the form with the new amount, read
 * again by the page). A refused field is told under it, a decline above the form
 * (the customer tries another card), and a card that needs its holder's confirmation opens the
 * bank's step, whose Confirm pays again with the challenge (and a new Idempotency-Key).
 */
export function PayForm({ link, payment }: Props) {
  const { t } = useTranslation('payments');
  const { money } = useFormat();
  const form = usePublicForm<CardDraft>();
  const refusal = useFieldRefusals(form, payment, cardFieldOf);
  const challenge = challengeOf(payment.error);
  // the failure whose bank step the customer cancelled (a new failure may ask again)
  const [cancelled, setCancelled] = useState<unknown>(null);
  const amount = money(link.amountMinor, link.currency);
  const confirming = payment.busy && !!payment.variables?.authentication;
  const askingBank = confirming || (challenge !== null && cancelled !== payment.error);

  const alert =
    challenge !== null
      ? askingBank
        ? null
        : t('pay.notConfirmed')
      : isAmountChanged(payment.error)
        ? t('pay.amountChanged', { amount })
        : isDecline(payment.error)
          ? payment.errorText
          : refusal;
  return (
    <>
      <PublicAlert>{alert}</PublicAlert>
      <PublicForm<CardDraft>
        form={form}
        busy={payment.busy}
        onSubmit={(card) => payment.mutate({ card: toCardInput(card), amountMinor: link.amountMinor })}
        aria-label={t('pay.title')}
      >
        <PublicField
          name="number"
          label={t('pay.cardNumber')}
          required
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          pattern="[0-9 ]{12,23}"
          messages={{ pattern: t('pay.numberInvalid') }}
        />
        <PublicField
          name="expiry"
          label={t('pay.expiry')}
          required
          autoComplete="cc-exp"
          maxLength={7}
          validate={(value) => {
            const expiry = parseExpiry(value);
            if (!expiry) return t('pay.expiryInvalid');
            return isPast(expiry) ? t('pay.expired') : null;
          }}
        />
        <PublicField
          name="cvc"
          label={t('pay.cvc')}
          help={t('pay.cvcHelp')}
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          pattern="[0-9]{3,4}"
          messages={{ pattern: t('pay.cvcInvalid') }}
        />
        <PublicButton busy={payment.busy}>{payment.busy ? t('pay.paying') : t('pay.pay', { amount })}</PublicButton>
      </PublicForm>
      <BankCheckDialog
        open={askingBank}
        amount={amount}
        business={link.businessName}
        busy={confirming}
        onConfirm={() => {
          if (challenge && payment.variables) payment.mutate({ ...payment.variables, authentication: challenge });
        }}
        onCancel={() => setCancelled(payment.error)}
      />
    </>
  );
}
