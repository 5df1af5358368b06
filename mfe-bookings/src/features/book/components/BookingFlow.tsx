import type { OnlineBookingView, VisitorBooking } from '@frontdesk/shared';
import { PublicPanel } from '@frontdesk/shared/public';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { releaseHold } from '../api';
import { ANYONE, useBookAddress } from '../hooks/useBookAddress';
import { Booked } from './Booked';
import { DayStep } from './DayStep';
import { DetailsStep } from './DetailsStep';
import { ServiceStep } from './ServiceStep';
import { StaffStep } from './StaffStep';
import { StepHeader } from './StepHeader';

const STEPS = 5;

/**
 * The booking's five steps on one panel: service, who, day and time, details, booked. The choices
 * are in the address (a reload keeps them); the held time and the booking are the page's own, and
 * a hold left by going back (the browser's Back too) is let go.
 */
export function BookingFlow({ businessId, view }: { businessId: string; view: OnlineBookingView }) {
  const { t } = useTranslation(['bookings', 'common']);
  const address = useBookAddress();
  const [hold, setHold] = useState<VisitorBooking | null>(null);
  const [releasing, setReleasing] = useState(false);
  const [booked, setBooked] = useState<{ booking: VisitorBooking; email: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const service = view.services.find((s) => s.id === address.serviceId);
  const staff = service && (address.staff === ANYONE || service.staffIds.includes(address.staff ?? '')) ? address.staff : null;
  const step = booked ? 5 : !service ? 1 : !staff ? 2 : hold ? 4 : 3;

  useEffect(() => {
    if (hold && step < 4) {
      releaseHold(hold.token).catch(() => undefined);
      setHold(null);
    }
  }, [hold, step]);

  const anotherTime = async () => {
    if (!hold) return;
    setReleasing(true);
    // let go before the day's times are read again, so the time is among them
    await releaseHold(hold.token).catch(() => undefined);
    setReleasing(false);
    setNotice(null);
    setHold(null);
  };

  const titles = ['', t('book.service.title'), t('book.staff.title'), t('book.day.title'), t('book.details.title'), t('book.done.title')];
  // the step before's address; from the details, the same address with the held time let go
  const backs: Record<number, { to: string; onClick?: () => void }> = {
    2: { to: address.hrefWith({ service: null, staff: null, day: null }) },
    3: { to: address.hrefWith({ staff: null, day: null }) },
    4: { to: address.hrefWith({}), onClick: () => void anotherTime() },
  };

  return (
    <PublicPanel title={view.businessName}>
      <StepHeader step={step} total={STEPS} title={titles[step] ?? ''} back={backs[step]} />
      {step === 1 ? <ServiceStep view={view} value={address.serviceId} onChoose={(id) => address.choose({ service: id, staff: null, day: null })} /> : null}
      {step === 2 && service ? <StaffStep view={view} service={service} value={address.staff} onChoose={(id) => address.choose({ staff: id })} /> : null}
      {step === 3 && service && staff ? (
        <DayStep
          businessId={businessId}
          view={view}
          service={service}
          staff={staff}
          day={address.day}
          onDay={(day) => address.choose({ day }, true)}
          notice={notice}
          onHeld={(held) => {
            setNotice(null);
            setHold(held);
          }}
        />
      ) : null}
      {step === 4 && service && hold ? (
        <DetailsStep
          hold={hold}
          service={service}
          releasing={releasing}
          onAnotherTime={() => void anotherTime()}
          onBooked={(booking, email) => {
            setBooked({ booking, email });
            setHold(null);
          }}
          onExpired={() => {
            setNotice(t('common:errors.hold_expired'));
            setHold(null);
          }}
        />
      ) : null}
      {step === 5 && booked ? (
        <Booked
          booking={booked.booking}
          email={booked.email}
          depositMinor={service?.depositMinor ?? 0}
          againTo={address.hrefWith({ service: null, staff: null, day: null })}
          onAgain={() => setBooked(null)}
        />
      ) : null}
    </PublicPanel>
  );
}
