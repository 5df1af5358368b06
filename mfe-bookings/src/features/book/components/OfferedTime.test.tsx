import { registerTranslations, settingsStore } from '@frontdesk/shared';
import { json, noContent, problem, renderAt, serveApi, spyOnPageLoads, type Routes } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../i18n';
import { anOffer, aVisitorBooking, BUSINESS, bookingView, HALF_PAST_TEN, OFFERED_AT, PAY_URL, TOKEN } from '../testing';
import { BookPage } from './BookPage';

const PAGE = `/api/book/businesses/${BUSINESS}`;
const BOOKING = `/api/book/bookings/${TOKEN}`;
const OFFER = `/api/book/offers/${TOKEN}`;

/** The offer mail's link reads a time the waitlist offered, plus what a test adds. */
const serve = (routes: Routes = {}) => serveApi({ [`GET ${BOOKING}`]: json(anOffer()), [`GET ${PAGE}`]: json(bookingView()), ...routes });

const renderOfferPage = () => renderAt(<BookPage />, `/book?business=${BUSINESS}&manage=${TOKEN}`);

/** The Full groom asks a $17.00 deposit: the offer comes with the link that pays it. */
const groomOffer = anOffer({ serviceName: 'Full groom', serviceId: 'service-groom', priceMinor: 8500, depositMinor: 1700, payUrl: PAY_URL });

beforeAll(() => registerTranslations('bookings', translations));

// the offer was made at 7:40 AM in Chicago: only the clock is fixed, timers run
beforeEach(() =>
  jest.useFakeTimers({
    now: new Date(OFFERED_AT),
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  }),
);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  settingsStore.update({ language: 'en' });
  window.history.replaceState(null, '', '/');
});

describe('BookPage: a time the waitlist offered', () => {
  it('shows the offer and books it: then the booking as any booking, confirmed', async () => {
    const api = serve({ [`POST ${OFFER}/accept`]: json(aVisitorBooking({ startsAt: HALF_PAST_TEN, endsAt: '2030-03-12T16:15:00.000Z' })) });
    renderOfferPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'A time opened up for you' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your booking')).toHaveTextContent('ServiceWashWhenTuesday, March 12, 2030 at 10:30 AM CDTWithAna RuizPrice$30.00');
    expect(screen.getByText('Held for you until 9:40 AM CDT')).toBeInTheDocument();
    expect(screen.getByText('Times are in Central Time (Chicago)')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByRole('status')).toHaveTextContent("This time is yours: you're booked.");
    expect(api.callsTo(`POST ${OFFER}/accept`)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Your booking' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your booking')).toHaveTextContent('10:30 AM CDTWithAna RuizPrice$30.00StatusConfirmed');
    expect(screen.getByRole('button', { name: 'Change time' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No thanks' })).not.toBeInTheDocument();
  });

  it('shows the deposit a service asks, and goes to pay it once the time is taken, keeping it held', async () => {
    const loads = spyOnPageLoads();
    const api = serve({ [`GET ${BOOKING}`]: json(groomOffer), [`POST ${OFFER}/accept`]: json(groomOffer) });
    renderOfferPage();
    expect(await screen.findByText('Deposit')).toBeInTheDocument();
    expect(screen.getByLabelText('Your booking')).toHaveTextContent('Price$85.00Deposit$17.00');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Taking you to pay the deposit…');
    expect(loads).toHaveBeenCalledWith(PAY_URL);
    expect(screen.getByRole('link', { name: 'Go to the payment page' })).toHaveAttribute('href', PAY_URL);
    // nothing let go on the way out
    expect(api.callsTo(`POST ${OFFER}/decline`)).toHaveLength(0);
    expect(api.calls.filter((call) => call.path.endsWith('/release'))).toHaveLength(0);
  });

  it('lets the time go after asking, and says it goes to the next in line', async () => {
    const api = serve({ [`POST ${OFFER}/decline`]: noContent() });
    renderOfferPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    // kept, nothing sent
    await user.click(within(screen.getByRole('dialog', { name: 'Let this time go?' })).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${OFFER}/decline`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    const dialog = screen.getByRole('dialog', { name: 'Let this time go?' });
    expect(dialog).toHaveTextContent('It goes to the next in line, and you leave the waitlist for this day.');
    await user.click(within(dialog).getByRole('button', { name: 'Let it go' }));

    expect(await screen.findByRole('status')).toHaveTextContent('We let it go; it goes to the next in line.');
    expect(api.callsTo(`POST ${OFFER}/decline`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book this time' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', `/book?business=${BUSINESS}`);
  });

  it.each([
    ['no longer open (404)', problem(404, 'not_found'), 'This offer is no longer open.'],
    ['run out (410)', problem(410, 'hold_expired'), 'Your hold on this time ran out. Choose the time again.'],
  ])('says an offer %s when it is answered', async (_name, answer, text) => {
    serve({ [`POST ${OFFER}/accept`]: answer });
    renderOfferPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toBeInTheDocument();
  });

  it('says the day too when the hold runs past midnight', async () => {
    serve({ [`GET ${BOOKING}`]: json(anOffer({ holdExpiresAt: '2030-03-13T05:20:00.000Z' })) });
    renderOfferPage();
    expect(await screen.findByText('Held for you until Wednesday, March 13, 2030 at 12:20 AM CDT')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    settingsStore.update({ language: 'es' });
    serve();
    renderOfferPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Se liberó una hora para ti' })).toBeInTheDocument();
    expect(screen.getByText(/^Te la guardamos hasta las 9:40/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reservar esta hora' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No, gracias' })).toBeInTheDocument();
  });
});
