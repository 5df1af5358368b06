import type { OnlineBookingView, VisitorBooking, VisitorVerification, VisitorWaitlistPlace } from '@frontdesk/shared';
import { PublicPanel } from '@frontdesk/shared/public';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { releaseHold } from '../api';
import { ANYONE, JOIN, useBookAddress } from '../hooks/useBookAddress';
import { Booked } from './Booked';
import { BusinessContact, BusinessName } from './BusinessHeader';
import { DayStep } from './DayStep';
import { DetailsStep } from './DetailsStep';
import { GoingToPay } from './GoingToPay';
import { JoinWaitlist } from './JoinWaitlist';
import { ServiceStep } from './ServiceStep';
import { StaffStep } from './StaffStep';
import { StepHeader } from './StepHeader';
import { VisitServices } from './VisitServices';
import { WaitlistPlace } from './WaitlistPlace';
import type { DepositDue } from '../types';
import type { DetailValues } from '../utils/details';
import { addableTo, visitOf } from '../utils/visit';

const STEPS = 5;

/**
 * The booking's five steps on one panel: service, who, day and time, details (then the code mailed
 * to the visitor), booked. The choices are in the address (a reload keeps them); the held time, the
 * code and the booking are the page's own, and a hold left by going back (the browser's Back too)
 * is let go. A service that asks a deposit is booked on the deposit's pay page: after the code the
 * page leaves for it, the time still held. A full day's waitlist takes steps 4 and 5 instead: the
 * same details and code, then the place in line.
 */
export function BookingFlow({ businessId, view }: { businessId: string; view: OnlineBookingView }) {
  const { t } = useTranslation(['bookings', 'common']);
  const address = useBookAddress();
  const [hold, setHold] = useState<VisitorBooking | null>(null);
  const [releasing, setReleasing] = useState(false);
  const [booked, setBooked] = useState<{ booking: VisitorBooking; email: string } | null>(null);
  const [paying, setPaying] = useState<DepositDue | null>(null);
  const [placed, setPlaced] = useState<VisitorWaitlistPlace | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // the code mailed for the details sent (step 4's second half), and those details, to change them
  const [sent, setSent] = useState<VisitorVerification | null>(null);
  const [sentValues, setSentValues] = useState<DetailValues | null>(null);
  const codeSent = (verification: VisitorVerification, values: DetailValues) => {
    setSent(verification);
    setSentValues(values);
  };

  // the visit: one service, or several done one after another (utils/visit.ts)
  const service = visitOf(view, address.serviceIds);
  const several = address.serviceIds.length > 1;
  const adding = Boolean(service) && address.adding && !booked && !placed && !paying;
  const staff = service && (address.staff === ANYONE || service.staffIds.includes(address.staff ?? '')) ? address.staff : null;
  const joining = address.joining && Boolean(address.day) && !several;
  const step = booked || placed ? 5 : paying ? 4 : !service || adding ? 1 : !staff ? 2 : hold || joining ? 4 : 3;

  useEffect(() => {
    if (hold && step < 4) {
      releaseHold(hold.token).catch(() => undefined);
      setHold(null);
    }
    // a code belongs to its hold or its join: back before step 4, it is forgotten
    if (step < 4) setSent(null);
  }, [hold, step]);

  const anotherTime = async () => {
    if (!hold) return;
    setReleasing(true);
    // let go before the day's times are read again, so the time is among them
    await releaseHold(hold.token).catch(() => undefined);
    setReleasing(false);
    setNotice(null);
    setHold(null);
    setSent(null);
  };

  const titles = [
    '',
    adding ? t('book.service.addTitle') : t('book.service.title'),
    t('book.staff.title'),
    t('book.day.title'),
    paying ? t('book.pay.title') : sent ? t('book.code.title') : joining ? t('book.waitlist.title') : t('book.details.title'),
    placed ? t('book.waitlist.placedTitle') : t('book.done.title'),
  ];
  // the step before's address; from the details, the same address with the held time let go
  const backs: Record<number, { to: string; onClick?: () => void } | undefined> = {
    1: adding ? { to: address.hrefWith({ adding: null }) } : undefined,
    2: { to: address.hrefWith({ service: null, staff: null, day: null }) },
    3: { to: address.hrefWith({ staff: null, day: null }) },
    4: joining ? { to: address.hrefWith({ waitlist: null }) } : { to: address.hrefWith({}), onClick: () => void anotherTime() },
  };

  return (
    <PublicPanel title={<BusinessName view={view} />}>
      <BusinessContact view={view} />
      <StepHeader step={step} total={STEPS} title={titles[step] ?? ''} back={paying ? null : backs[step]} />
      {step === 1 && adding && service ? (
        <ServiceStep
          view={view}
          services={addableTo(view, service)}
          value={null}
          onChoose={(id) => address.choose({ service: [...address.serviceIds, id].join(','), adding: null, staff: null, day: null })}
        />
      ) : null}
      {step === 1 && !adding ? (
        <ServiceStep
          view={view}
          services={view.services}
          value={address.serviceIds[0] ?? null}
          onChoose={(id) => address.choose({ service: id, staff: null, day: null })}
        />
      ) : null}
      {(step === 2 || step === 3) && service ? (
        <VisitServices view={view} visit={service} addTo={addableTo(view, service).length > 0 ? address.hrefWith({ adding: '1' }) : null} />
      ) : null}
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
          waitlistTo={several ? null : address.hrefWith({ waitlist: JOIN })}
        />
      ) : null}
      {step === 4 && service && staff && joining && address.day && !hold ? (
        <JoinWaitlist
          businessId={businessId}
          view={view}
          service={service}
          staff={staff}
          day={address.day}
          sent={sent}
          initial={sentValues}
          onSent={codeSent}
          onOtherEmail={() => setSent(null)}
          onPlaced={(place) => {
            setSent(null);
            setPlaced(place);
          }}
          onNotFull={() => {
            // back to the day's times, read again: one of them is free
            setNotice(t('common:errors.day_not_full'));
            address.choose({ waitlist: null }, true);
          }}
        />
      ) : null}
      {paying ? <GoingToPay booking={paying} /> : null}
      {step === 4 && service && hold ? (
        <DetailsStep
          hold={hold}
          service={service}
          sent={sent}
          initial={sentValues}
          onSent={codeSent}
          onOtherEmail={() => setSent(null)}
          releasing={releasing}
          onAnotherTime={() => void anotherTime()}
          onBooked={(booking, email) => {
            setBooked({ booking, email });
            setHold(null);
            setSent(null);
          }}
          onDepositDue={(held) => {
            // no longer the page's hold to let go: it waits for the payment
            setPaying(held);
            setHold(null);
            setSent(null);
          }}
          onExpired={() => {
            setNotice(t('common:errors.hold_expired'));
            setHold(null);
            setSent(null);
          }}
        />
      ) : null}
      {step === 5 && placed ? <WaitlistPlace place={placed} againTo={address.hrefWith({ day: null, waitlist: null })} onAgain={() => setPlaced(null)} /> : null}
      {step === 5 && booked ? (
        <Booked
          booking={booked.booking}
          email={booked.email}
          againTo={address.hrefWith({ service: null, staff: null, day: null })}
          onAgain={() => setBooked(null)}
        />
      ) : null}
    </PublicPanel>
  );
}
