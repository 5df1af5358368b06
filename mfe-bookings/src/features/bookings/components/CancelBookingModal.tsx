import { failureCodeOf, useApiMutation, useQueryClient, type Booking } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { actOnBooking } from '../api';

/** The API's limit on a cancel's reason. */
const REASON_MAX = 200;

/** Cancels an appointment after asking why (kept in its history); its time becomes free. */
export function CancelBookingModal({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const client = useQueryClient();
  const cancel = useApiMutation({
    mutationFn: (reason: string) => actOnBooking(booking.id, { action: 'cancel', reason }),
    invalidates: [['bookings']],
    successMessage: t('bookings.actions.done.cancel'),
    failureToast: false,
    onSuccess: onClose,
    onError: (error) => {
      if (failureCodeOf(error) === 'booking_state') void client.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
  return (
    <ModalForm
      title={t('bookings.cancel.title')}
      submitText={t('bookings.cancel.submit')}
      danger
      cancelText={t('bookings.cancel.keep')}
      mutation={cancel}
      initialValues={{ reason: '' }}
      transform={({ reason }) => reason.trim()}
      fieldOf={(field) => (field === 'reason' ? field : null)}
      failure={(reason) => t('bookings.cancel.failed', { reason })}
      onClose={onClose}
    >
      <p>{t('bookings.cancel.explain')}</p>
      <Form.Item name="reason" label={t('bookings.cancel.reason')} rules={[{ required: true, whitespace: true, message: t('bookings.cancel.reasonRequired') }]}>
        <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
      </Form.Item>
    </ModalForm>
  );
}
