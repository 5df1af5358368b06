import { PublicButton, PublicDialog, PublicForm, usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  /** the amount and to whom, as the bank says them */
  amount: string;
  business: string;
  /** the confirmed payment is on its way */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The card's 3-D Secure step: the bank asks its holder to confirm the payment. The built-in test
 * processor's bank is this dialog; a live processor's would be its own page in a frame here.
 */
export function BankCheckDialog({ open, amount, business, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('payments');
  const token = usePublicToken();
  return (
    <PublicDialog open={open} title={t('pay.bank.title')} onClose={() => (busy ? undefined : onCancel())}>
      <p style={{ marginBlock: `0 ${token.marginLG}px` }}>{t('pay.bank.text', { amount, business })}</p>
      <PublicForm<Record<string, never>> onSubmit={onConfirm} busy={busy} aria-label={t('pay.bank.title')}>
        <PublicButton busy={busy}>{busy ? t('pay.paying') : t('pay.bank.confirm')}</PublicButton>
        <PublicButton onClick={onCancel}>{t('pay.bank.cancel')}</PublicButton>
      </PublicForm>
    </PublicDialog>
  );
}
