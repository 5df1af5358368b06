import type { VisitorBooking, VisitorCancelInput } from '@frontdesk/shared';
import { PublicAlert, PublicButton, PublicDialog, PublicField, PublicForm, usePublicMutation, usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { cancelVisitorBooking } from '../api';

type Props = {
  token: string;
  onClose: () => void;
  onCancelled: (booking: VisitorBooking) => void;
};

/** "Cancel this booking?" with an optional reason, shown while it is asked; too late to cancel online (the cut-off) is said in it. */
export function CancelDialog({ token, onClose, onCancelled }: Props) {
  const { t } = useTranslation('bookings');
  const theme = usePublicToken();
  const cancel = usePublicMutation({
    mutationFn: (input: VisitorCancelInput) => cancelVisitorBooking(token, input),
    onSuccess: onCancelled,
  });
  return (
    <PublicDialog open title={t('book.manage.cancelTitle')} onClose={() => (cancel.busy ? undefined : onClose())}>
      <p style={{ marginBlock: `0 ${theme.marginLG}px` }}>{t('book.manage.cancelText')}</p>
      <PublicAlert>{cancel.errorText}</PublicAlert>
      <PublicForm<{ reason: string }>
        onSubmit={({ reason }) => cancel.mutate(reason.trim() ? { reason: reason.trim() } : {})}
        busy={cancel.busy}
        aria-label={t('book.manage.cancelTitle')}
      >
        <PublicField name="reason" label={t('book.manage.reason')} maxLength={200} />
        <PublicButton busy={cancel.busy}>{cancel.busy ? t('book.manage.cancelling') : t('book.manage.cancel')}</PublicButton>
        <PublicButton onClick={onClose}>{t('book.manage.keep')}</PublicButton>
      </PublicForm>
    </PublicDialog>
  );
}
