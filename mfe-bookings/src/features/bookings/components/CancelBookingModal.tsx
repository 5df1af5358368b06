import { failureCodeOf, useApiMutation, useQueryClient, type Booking } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { actOnBooking } from '../api';

/** The API's limit on a cancel's reason. */
const REASON_MAX = 200;

/** Cancels an appointment after asking why (kept in its history); its time becomes free. */
export function CancelBookingModal({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useApiMutation({
    mutationFn: (reason: string) => actOnBooking(booking.id, { action: 'cancel', reason }),
    invalidates: [['bookings']],
    successMessage: t('bookings.actions.done.cancel'),
    failureToast: false,
    onSuccess: onClose,
  });
  const failure = useFieldRefusals(form, cancel, (field) => (field === 'reason' ? 'reason' : null));
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    cancel.mutate(values.reason.trim(), {
      onError: (error) => {
        if (failureCodeOf(error) === 'booking_state') void client.invalidateQueries({ queryKey: ['bookings'] });
      },
    });
  };
  return (
    <Modal
      open
      title={t('bookings.cancel.title')}
      okText={t('bookings.cancel.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('bookings.cancel.keep')}
      confirmLoading={cancel.busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name={`cancel-${booking.id}`} initialValues={{ reason: '' }} onFinish={() => void submit()}>
        <p>{t('bookings.cancel.explain')}</p>
        <Form.Item name="reason" label={t('bookings.cancel.reason')} rules={[{ required: true, whitespace: true, message: t('bookings.cancel.reasonRequired') }]}>
          <Input.TextArea autoFocus rows={2} maxLength={REASON_MAX} showCount />
        </Form.Item>
        <ErrorAlert text={failure && t('bookings.cancel.failed', { reason: failure })} />
      </Form>
    </Modal>
  );
}
