import { PublicAlert, PublicButton, PublicDialog, PublicForm, usePublicMutation, usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { declineOffer } from '../api';
import { isHoldGone } from '../utils/failures';

type Props = {
  token: string;
  onClose: () => void;
  onDeclined: () => void;
  /** the offer was no longer open (404) or ran out (410) */
  onGone: (error: unknown) => void;
};

/** "Let this time go?": declined, the offered time goes to the next in line. Shown while it is asked. */
export function DeclineOfferDialog({ token, onClose, onDeclined, onGone }: Props) {
  const { t } = useTranslation('bookings');
  const theme = usePublicToken();
  const decline = usePublicMutation<void, void>({
    mutationFn: () => declineOffer(token),
    onSuccess: onDeclined,
    onError: (error) => {
      if (isHoldGone(error)) onGone(error);
    },
  });
  return (
    <PublicDialog open title={t('book.offer.declineTitle')} onClose={() => (decline.busy ? undefined : onClose())}>
      <p style={{ marginBlock: `0 ${theme.marginLG}px` }}>{t('book.offer.declineText')}</p>
      <PublicAlert>{decline.errorText}</PublicAlert>
      <PublicForm<Record<string, never>> onSubmit={() => decline.mutate()} busy={decline.busy} aria-label={t('book.offer.declineTitle')}>
        <PublicButton busy={decline.busy}>{decline.busy ? t('book.offer.declining') : t('book.offer.declineConfirm')}</PublicButton>
        <PublicButton onClick={onClose}>{t('book.offer.keep')}</PublicButton>
      </PublicForm>
    </PublicDialog>
  );
}
