import { buildPath, failureCodeOf, useApiMutation, useFormat, useQueryClient, type Booking } from '@frontdesk/shared';
import { Alert, Input } from '@frontdesk/shared/antd';
import { Link } from 'react-router-dom';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { actOnBooking } from '../api';
import { NotifyCustomerField } from './NotifyCustomerField';
import { SeriesScopeField, type SeriesScope } from './SeriesScopeField';

/** The API's limit on a cancel's reason. */
const REASON_MAX = 200;

type CancelValues = { reason: string; scope: SeriesScope; notify: boolean };

/**
 * Cancels an appointment after asking why (kept in its history); its time becomes free. An
 * appointment of a repeating series may take the later ones still to come with it.
 */
export function CancelBookingModal({ booking, currency, onClose }: { booking: Booking; currency: string; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const client = useQueryClient();
  const cancel = useApiMutation({
    mutationFn: ({ reason, scope, notify }: CancelValues) =>
      actOnBooking(booking.id, { action: 'cancel', reason, ...(scope === 'following' ? { scope } : {}), ...(notify ? {} : { notify }) }),
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
      initialValues={{ reason: '', scope: 'one', notify: true } as CancelValues}
      transform={({ reason, scope, notify }) => ({ reason: reason.trim(), scope, notify })}
      fieldOf={(field) => (field === 'reason' ? field : null)}
      failure={(reason) => t('bookings.cancel.failed', { reason })}
      onClose={onClose}
    >
      <p>{t('bookings.cancel.explain')}</p>
      {booking.depositHeldMinor > 0 && (
        // what becomes of the money paid ahead: it stays the customer's credit until the desk decides
        <Alert
          type="info"
          showIcon
          title={t('bookings.cancel.deposit', { amount: format.money(booking.depositHeldMinor, currency), name: booking.contactName })}
          description={<Link to={buildPath('deposits')}>{t('bookings.cancel.depositLink')}</Link>}
          style={{ marginBlockEnd: 16 }}
        />
      )}
      <Form.Item name="reason" label={t('bookings.cancel.reason')} rules={[{ required: true, whitespace: true, message: t('bookings.cancel.reasonRequired') }]}>
        <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
      </Form.Item>
      {booking.seriesId && <SeriesScopeField />}
      <NotifyCustomerField />
    </ModalForm>
  );
}
