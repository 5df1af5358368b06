import { isNotFound, type VisitorBooking } from '@frontdesk/shared';
import { PublicButton, PublicForm, PublicPanel, PublicReadState, usePublicRead, usePublicToken } from '@frontdesk/shared/public';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readVisitorBooking } from '../api';
import { useBookFormat } from '../hooks/useBookFormat';
import { BookingSummary } from './BookingSummary';
import { CancelDialog } from './CancelDialog';
import { DepositToPay } from './DepositToPay';
import { RescheduleBooking } from './RescheduleBooking';
import { OfferedTime } from './OfferedTime';
import { ZoneNote } from './ZoneNote';

/**
 * The visitor's booking (`/book?business=…&manage={token}`, the confirmation's link): what, when,
 * with whom, the deposit paid, and where it stands. Until the business's cut-off it may be moved or
 * cancelled here; after it, the visitor is told until when it could be and to call the business.
 * A time still held for its deposit says until when, with the link to pay it. A time the waitlist
 * offered is answered here: booked (then shown as any booking) or let go.
 */
export function ManageBooking({ businessId, token }: { businessId: string; token: string }) {
  const { t } = useTranslation('bookings');
  const format = useBookFormat();
  const theme = usePublicToken();
  const read = usePublicRead(token, () => readVisitorBooking(token));
  // the booking as the last change answered it, and what that change did to say (moved, or an offer taken)
  const [changed, setChanged] = useState<{ booking: VisitorBooking; done: 'moved' | 'booked' | 'cancelled' } | null>(null);
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view');
  const booking = changed?.booking ?? read.data;
  if (!booking) {
    if (isNotFound(read.error)) {
      return (
        <PublicPanel title={t('book.manage.title')}>
          <p style={{ marginBlock: 0 }}>{t('book.manage.notFound')}</p>
        </PublicPanel>
      );
    }
    return (
      <PublicPanel title={t('book.manage.title')}>
        <PublicReadState read={read} loading={t('book.manage.loading')} />
      </PublicPanel>
    );
  }
  // moved online while every service it takes still is (a service since deleted: the business moves it)
  const movable = booking.serviceIds.length > 0;
  const line = { marginBlock: `0 ${theme.marginSM}px` };
  const heading = { fontSize: theme.fontSizeHeading4, fontWeight: theme.fontWeightStrong, color: theme.colorTextHeading, marginBlock: `0 ${theme.marginSM}px` };

  if (booking.status === 'held' && booking.waitlistOffer) {
    return (
      <PublicPanel title={booking.businessName}>
        <OfferedTime businessId={businessId} booking={booking} onBooked={(booked) => setChanged({ booking: booked, done: 'booked' })} />
      </PublicPanel>
    );
  }
  if (mode === 'move' && movable) {
    return (
      <PublicPanel title={booking.businessName}>
        <h2 style={heading}>{t('book.manage.changeTitle')}</h2>
        <RescheduleBooking
          businessId={businessId}
          booking={booking}
          onMoved={(moved) => {
            setChanged({ booking: moved, done: 'moved' });
            setMode('view');
          }}
          onKeep={() => setMode('view')}
        />
      </PublicPanel>
    );
  }
  const until = format.when(booking.changeableUntil, booking.timeZone);
  const againTo = `/book?business=${encodeURIComponent(businessId)}`;
  return (
    <PublicPanel title={booking.businessName}>
      <h2 style={heading}>{t('book.manage.title')}</h2>
      {changed && changed.done !== 'cancelled' ? (
        <p role="status" style={line}>
          {changed.done === 'moved' ? t('book.manage.moved') : t('book.offer.booked')}
        </p>
      ) : null}
      <BookingSummary booking={booking} withStatus depositMinor={booking.status === 'held' ? booking.depositMinor : 0} />
      <ZoneNote timeZone={booking.timeZone} />
      {booking.status === 'held' && booking.payUrl ? (
        <DepositToPay booking={{ ...booking, payUrl: booking.payUrl }} againTo={againTo} />
      ) : booking.status === 'cancelled' ? (
        <>
          <p role="status" style={line}>
            {t('book.manage.cancelled')}
          </p>
          {/* just cancelled here: the deposit became what the policy they were shown says */}
          {changed?.done === 'cancelled' && booking.depositMinor > 0 ? (
            <p style={line}>{t(`book.manage.cancelledDeposit.${booking.depositOnCancel}`, { amount: format.money(booking.depositMinor, booking.currency) })}</p>
          ) : null}
          <Link to={againTo}>{t('book.manage.again')}</Link>
        </>
      ) : booking.changeable ? (
        <>
          <p style={line}>{t('book.manage.until', { until })}</p>
          <PublicForm<Record<string, never>> onSubmit={() => setMode(movable ? 'move' : 'cancel')} busy={false} aria-label={t('book.manage.actions')}>
            {movable ? <PublicButton>{t('book.manage.change')}</PublicButton> : null}
            <PublicButton onClick={() => setMode('cancel')}>{t('book.manage.cancel')}</PublicButton>
          </PublicForm>
        </>
      ) : booking.status === 'confirmed' || booking.status === 'requested' ? (
        <p style={{ marginBlock: 0 }}>{t('book.manage.locked', { until, business: booking.businessName })}</p>
      ) : null}
      {mode === 'cancel' ? (
        <CancelDialog
          booking={booking}
          onClose={() => setMode('view')}
          onCancelled={(cancelled) => {
            setChanged({ booking: cancelled, done: 'cancelled' });
            setMode('view');
          }}
        />
      ) : null}
    </PublicPanel>
  );
}
