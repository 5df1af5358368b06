import type { VisitorBooking, VisitorCancelInput } from '@frontdesk/shared';
import { PublicAlert, PublicButton, PublicDialog, PublicField, PublicForm, usePublicMutation, usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { cancelVisitorBooking } from '../api';
import { useBookFormat } from '../hooks/useBookFormat';

type Props = {
  booking: VisitorBooking;
  onClose: () => void;
  onCancelled: (booking: VisitorBooking) => void;
};

/**
 * "Cancel this booking?" with an optional reason, shown while it is asked, and what becomes of the
 * deposit paid (the business's policy); too late to cancel online (the cut-off) is said in it.
 */
export function CancelDialog({ booking, onClose, onCancelled }: Props) {
  const { t } = useTranslation('bookings');
  const theme = usePublicToken();
  const format = useBookFormat();
  const cancel = usePublicMutation({
    mutationFn: (input: VisitorCancelInput) => cancelVisitorBooking(booking.token, input),
    onSuccess: onCancelled,
  });
  return (
    <PublicDialog open title={t('book.manage.cancelTitle')} onClose={() => (cancel.busy ? undefined : onClose())}>
      <p style={{ marginBlock: `0 ${theme.marginLG}px` }}>{t('book.manage.cancelText')}</p>
      {booking.depositMinor > 0 ? (
        <p style={{ marginBlock: `0 ${theme.marginLG}px`, fontWeight: theme.fontWeightStrong }}>
          {t(`book.manage.cancelDeposit.${booking.depositOnCancel}`, { amount: format.money(booking.depositMinor, booking.currency) })}
        </p>
      ) : null}
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
