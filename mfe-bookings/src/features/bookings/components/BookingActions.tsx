import { buildPath, failureCodeOf, useApiMutation, useQueryClient, type Booking, type BookingAction } from '@frontdesk/shared';
import { Button, Flex } from '@frontdesk/shared/antd';
import { Popconfirm } from '@frontdesk/shared/antd-more';
import { ErrorAlert, LinkButton } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actOnBooking } from '../api';
import { isBillable } from '../utils/statuses';
import { CancelBookingModal } from './CancelBookingModal';
import { ChangeBookingDrawer } from './ChangeBookingDrawer';

type Step = Exclude<BookingAction, 'cancel'>;

/**
 * What can be done to an appointment now: exactly the steps the API offers in its `actions` (its
 * rules decide who may do what from which status; the page never works it out), and the bill once
 * the customer is in; its time, staff member or services changed while it may still change. A
 * no-show asks first; a cancel asks why.
 */
export function BookingActions({ booking, timeZone, currency }: { booking: Booking; timeZone: string; currency: string }) {
  const { t } = useTranslation('bookings');
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const [changing, setChanging] = useState(false);
  const name = booking.contactName || t('bookings.list.heldVisitor');
  const act = useApiMutation({
    mutationFn: (action: Step) => actOnBooking(booking.id, { action }),
    invalidates: [['bookings']],
    successMessage: (_, action) => t(`bookings.actions.done.${action}`, { name }),
    // told beside the buttons
    failureToast: false,
  });
  const take = (action: Step) =>
    act.mutate(action, {
      // its status changed elsewhere: show where it stands now, with what it allows
      onError: (error) => {
        if (failureCodeOf(error) === 'booking_state') void client.invalidateQueries({ queryKey: ['bookings'] });
      },
    });
  const steps = booking.actions.filter((action): action is Step => action !== 'cancel');

  return (
    <Flex vertical gap="small" align="flex-end">
      <Flex role="group" aria-label={t('bookings.actions.label')} gap="small" wrap justify="flex-end">
        {/* billed once: then its bill, not a second one */}
        {booking.invoiceId ? (
          <LinkButton to={buildPath('invoice', { invoiceId: booking.invoiceId })}>{t('bookings.detail.bill')}</LinkButton>
        ) : (
          isBillable(booking.status) && (
            <LinkButton type="primary" to={buildPath('generateBill', { booking: booking.id })}>
              {t('bookings.detail.generateBill')}
            </LinkButton>
          )
        )}
        {steps.map((action) =>
          action === 'no_show' ? (
            <Popconfirm
              key={action}
              title={t('bookings.actions.noShowTitle', { name })}
              description={t('bookings.actions.noShowText')}
              okText={t('bookings.actions.noShowOk')}
              cancelText={t('bookings.actions.back')}
              okButtonProps={{ danger: true }}
              onConfirm={() => take(action)}
            >
              <Button danger disabled={act.busy}>
                {t('bookings.actions.no_show')}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              key={action}
              type={action === 'check_in' ? 'primary' : 'default'}
              loading={act.busy && act.variables === action}
              disabled={act.busy}
              onClick={() => take(action)}
            >
              {t(`bookings.actions.${action}`)}
            </Button>
          ),
        )}
        {booking.movable && (
          <Button disabled={act.busy} onClick={() => setChanging(true)}>
            {t('bookings.change.button')}
          </Button>
        )}
        {booking.actions.includes('cancel') && (
          <Button danger disabled={act.busy} onClick={() => setCancelling(true)}>
            {t('bookings.actions.cancel')}
          </Button>
        )}
      </Flex>
      <ErrorAlert text={act.errorText} />
      {cancelling && <CancelBookingModal booking={booking} currency={currency} onClose={() => setCancelling(false)} />}
      {changing && <ChangeBookingDrawer booking={booking} timeZone={timeZone} onClose={() => setChanging(false)} />}
    </Flex>
  );
}
