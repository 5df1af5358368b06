import { useFormat, type Booking, type BookingChanged } from '@frontdesk/shared';
import { Alert, Typography } from '@frontdesk/shared/antd';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { NotifyCustomerField } from '../../../common/NotifyCustomerField';
import type { MoveSent, useMoveBooking } from '../hooks/useMoveBooking';
import { afterMove, type BookingMove } from '../utils/moves';

type Props = { move: BookingMove; zone: string; moves: ReturnType<typeof useMoveBooking> };

/**
 * A move dropped on the grid (or nudged from the keyboard), asked before it is made: from when and
 * whom to when and whom, whether the customer is mailed the change (the booking page's choice), and,
 * outside the staff member's hours where the business allows it, that the desk means it.
 */
export function MoveBookingModal({ move, zone, moves }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const after = afterMove(move);
  const when = (booking: Booking) =>
    t('calendar.confirm.when', {
      time: `${format.moment(booking.startsAt, { withTime: true, timeZone: zone })} – ${format.clock(booking.endsAt, zone)}`,
      staff: booking.staffName,
    });

  return (
    <ModalForm<{ notify: boolean }, BookingChanged, MoveSent>
      title={t('calendar.confirm.title', { name: move.booking.contactName || t('calendar.block.noContact') })}
      submitText={t('calendar.confirm.submit')}
      cancelText={t('calendar.confirm.keep')}
      mutation={moves.mutation}
      initialValues={{ notify: true }}
      transform={({ notify }) => ({ move, notify })}
      fieldOf={() => null}
      failure={(reason) => reason}
      onClose={moves.keep}
    >
      <Typography.Paragraph>
        {t('calendar.confirm.from')} <bdi>{when(move.booking)}</bdi>
        <br />
        {t('calendar.confirm.to')}{' '}
        <strong>
          <bdi>{when(after)}</bdi>
        </strong>
      </Typography.Paragraph>
      {move.outside && <Alert type="warning" showIcon title={t('calendar.confirm.outside', { staff: after.staffName })} style={{ marginBlockEnd: 16 }} />}
      <NotifyCustomerField />
    </ModalForm>
  );
}
