import { buildPath, failureCodeOf, useApiMutation, useFormat, useQueryClient, type Booking, type DepositOutcome } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Radio } from '@frontdesk/shared/antd-pages';
import { Link } from 'react-router-dom';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_OUTCOMES } from '../../../common/deposits';
import { actOnBooking } from '../api';
import { NotifyCustomerField } from '../../../common/NotifyCustomerField';
import { SeriesScopeField, type SeriesScope } from './SeriesScopeField';

/** The API's limit on a cancel's reason. */
const REASON_MAX = 200;

type CancelValues = { reason: string; scope: SeriesScope; notify: boolean; deposit: DepositOutcome };

/**
 * Cancels an appointment after asking why (kept in its history); its time becomes free. An
 * appointment of a repeating series may take the later ones still to come with it. A deposit still
 * held for it is refunded, kept as the customer's credit or kept by the business: chosen as the
 * policy says (the API's `depositOnCancel`), which the desk may change.
 */
export function CancelBookingModal({ booking, currency, onClose }: { booking: Booking; currency: string; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const client = useQueryClient();
  const cancel = useApiMutation({
    mutationFn: ({ reason, scope, notify, deposit }: CancelValues) =>
      actOnBooking(booking.id, {
        action: 'cancel',
        reason,
        ...(scope === 'following' ? { scope } : {}),
        ...(notify ? {} : { notify }),
        ...(booking.depositHeldMinor > 0 ? { deposit } : {}),
      }),
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
      initialValues={{ reason: '', scope: 'one', notify: true, deposit: booking.depositOnCancel } as CancelValues}
      transform={({ reason, ...rest }) => ({ reason: reason.trim(), ...rest })}
      fieldOf={(field) => (field === 'reason' ? field : null)}
      failure={(reason) => t('bookings.cancel.failed', { reason })}
      onClose={onClose}
    >
      <p>{t('bookings.cancel.explain')}</p>
      {booking.depositHeldMinor > 0 && (
        <Form.Item
          name="deposit"
          label={t('bookings.cancel.deposit', { amount: format.money(booking.depositHeldMinor, currency), name: booking.contactName })}
          extra={
            <>
              {t('bookings.cancel.depositHelp')} <Link to={buildPath('deposits')}>{t('bookings.cancel.depositLink')}</Link>
            </>
          }
        >
          <Radio.Group options={DEPOSIT_OUTCOMES.map((value) => ({ value, label: t(`bookings.cancel.depositOutcome.${value}`) }))} />
        </Form.Item>
      )}
      <Form.Item name="reason" label={t('bookings.cancel.reason')} rules={[{ required: true, whitespace: true, message: t('bookings.cancel.reasonRequired') }]}>
        <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
      </Form.Item>
      {booking.seriesId && <SeriesScopeField />}
      <NotifyCustomerField />
    </ModalForm>
  );
}
