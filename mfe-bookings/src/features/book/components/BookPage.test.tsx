import { registerTranslations, settingsStore } from '@frontdesk/shared';
import { currentAddress, fieldProblem, json, noContent, problem, renderAt, serveApi, spyOnPageLoads, type Routes } from '@frontdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../i18n';
import {
  aHold,
  aVerification,
  aVisitorBooking,
  BUSINESS,
  bookingView,
  CODE,
  DAY,
  enterCode,
  fillDetails,
  HALF_PAST_TEN,
  NINE,
  PAY_URL,
  slotList,
  TOKEN,
} from '../testing';
import { BookPage } from './BookPage';

const PAGE = `/api/book/businesses/${BUSINESS}`;
const HOLD = `/api/book/holds/${TOKEN}`;

/** The booking page's answers: the view and the day's times, plus what a test adds. */
const serve = (routes: Routes = {}) => serveApi({ [`GET ${PAGE}`]: json(bookingView()), [`GET ${PAGE}/slots`]: json(slotList()), ...routes });

const renderBookPage = (address = `/book?business=${BUSINESS}`) => renderAt(<BookPage />, address);

/** Walks steps 1 to 3 as a visitor taps them: a service, who, a day, then a time. */
async function chooseTime({
  service = /^Wash/,
  staff = 'Anyone available',
  time = '9:00 AM',
}: { service?: RegExp; staff?: string | RegExp; time?: string } = {}) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: service }));
  await user.click(await screen.findByRole('button', { name: staff }));
  await user.click(await screen.findByRole('button', { name: 'Tue, Mar 12' }));
  await user.click(await screen.findByRole('button', { name: time }));
  return user;
}

/** The Full groom's deposit (the fixture's $17.00): its hold, and its details' answer, still held, with the link that pays it. */
const groomHold = aHold({ serviceName: 'Full groom', serviceId: 'service-groom', priceMinor: 8500 });
const depositDue = { ...groomHold, depositMinor: 1700, payUrl: PAY_URL };
const PAY_DEPOSIT = 'Continue to pay $17.00 deposit';

beforeAll(() => registerTranslations('bookings', translations));

afterEach(() => {
  settingsStore.update({ language: 'en' });
  jest.restoreAllMocks();
  // a test that left for the pay page set the address to the booking's page
  window.history.replaceState(null, '', '/');
});

describe('BookPage', () => {
  it('books a service: the service, who, the day, a time held, the details, then the confirmation', async () => {
    const api = serve({
      [`POST ${PAGE}/holds`]: json(aHold(), 201),
      [`POST ${HOLD}/confirm`]: json(aVerification(), 202),
      [`POST ${HOLD}/verify`]: json(aVisitorBooking()),
    });
    renderBookPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunny Paws' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    const dogs = screen.getByRole('list', { name: 'Dogs' });
    expect(
      within(dogs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Wash45 min$30.00', 'Full groom1 h 30 min · Deposit $17.00$85.00']);
    expect(screen.getByRole('list', { name: 'Extras' })).toHaveTextContent('Nail trim');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Wash/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose who' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Who performs Wash' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Anyone available', 'Ana Ruiz', 'Ben Ode']);
    await user.click(screen.getByRole('button', { name: 'Ana Ruiz' }));

    expect(await screen.findByText('Times are in Central Time (Chicago)')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Days' })).getAllByRole('button')).toHaveLength(14);
    await user.click(screen.getByRole('button', { name: 'Tue, Mar 12' }));
    // the business's clock (Chicago), not the browser's (Los Angeles: 7:00 AM)
    const times = await screen.findByRole('list', { name: 'Free times on Tuesday, March 12, 2030' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['9:00 AM', '10:30 AM']);
    expect(api.callsTo(`GET ${PAGE}/slots`)[0]?.query).toEqual({ day: DAY, serviceIds: 'service-wash', staffId: 'staff-ana' });
    expect(currentAddress()).toBe(`/book?business=${BUSINESS}&service=service-wash&staff=staff-ana&day=${DAY}`);
    await user.click(screen.getByRole('button', { name: '9:00 AM' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${PAGE}/holds`)[0]?.body).toEqual({ serviceIds: ['service-wash'], staffId: 'staff-ana', startsAt: NINE });
    expect(screen.getByLabelText('Your booking')).toHaveTextContent('ServiceWashWhenTuesday, March 12, 2030 at 9:00 AM CDTWithAna RuizPrice$30.00');
    expect(screen.getByText(/^We hold this time for you for (10:00|9:5\d)$/)).toBeInTheDocument();
    expect(screen.getByText("We'll email you a 6-digit code to confirm it's you.")).toBeInTheDocument();
    await fillDetails(user, { 'Notes for the business (optional)': 'First visit' });

    // the details mail a code; nothing is booked until it is entered
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your email' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${HOLD}/confirm`)[0]?.body).toEqual({
      firstName: 'Lena',
      lastName: 'Park',
      email: 'lena@example.com',
      phone: '(555) 010-2030',
      notes: 'First visit',
    });
    expect(screen.getByText('We sent a 6-digit code to lena@example.com. Enter it to book this time.')).toBeInTheDocument();
    const code = screen.getByLabelText('Code from the email');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    await enterCode(user, 'Book', '482 916');

    expect(await screen.findByRole('heading', { level: 2, name: "You're booked!" })).toBeInTheDocument();
    expect(api.callsTo(`POST ${HOLD}/verify`)[0]?.body).toEqual({ code: CODE });
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByText('A confirmation was sent to lena@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See, change or cancel this booking' })).toHaveAttribute('href', `/book?business=${BUSINESS}&manage=${TOKEN}`);
    expect(screen.getByText('Times are in Central Time (Chicago)')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Book another' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a service' })).toBeInTheDocument();
    expect(currentAddress()).toBe(`/book?business=${BUSINESS}`);
  });

  it('holds anyone free when the visitor leaves the choice of who to the business', async () => {
    const api = serve({ [`POST ${PAGE}/holds`]: json(aHold(), 201) });
    renderBookPage();
    await chooseTime({ time: '10:30 AM' });
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(api.callsTo(`GET ${PAGE}/slots`)[0]?.query).toEqual({ day: DAY, serviceIds: 'service-wash' });
    expect(api.callsTo(`POST ${PAGE}/holds`)[0]?.body).toEqual({ serviceIds: ['service-wash'], startsAt: HALF_PAST_TEN });
  });

  it('keeps the choices of the address on a reload, and goes back a step with Back', async () => {
    serve();
    renderBookPage(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=${DAY}`);
    expect(await screen.findByRole('list', { name: 'Free times on Tuesday, March 12, 2030' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tue, Mar 12', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose who' })).toBeInTheDocument();
    expect(currentAddress()).toBe(`/book?business=${BUSINESS}&service=service-wash`);
  });

  it('shows the bookable days two weeks at a time, and opens on the weeks of the day in the address', async () => {
    serve();
    const { unmount } = renderBookPage(`/book?business=${BUSINESS}&service=service-wash&staff=any`);
    const days = await screen.findByRole('list', { name: 'Days' });
    expect(within(days).getAllByRole('button')[0]).toHaveTextContent('Mon, Mar 11');
    // nothing before the first bookable day
    expect(screen.getByRole('button', { name: 'Earlier days' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Later days' }));
    expect(
      within(screen.getByRole('list', { name: 'Days' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Mon, Mar 25', 'Sun, Apr 7']));
    expect(screen.getByRole('button', { name: 'Earlier days' })).toBeEnabled();
    unmount();

    // the last bookable day (May 9) is on the fifth page, which has no later days
    renderBookPage(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=2030-05-09`);
    expect(await screen.findByRole('button', { name: 'Thu, May 9', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later days' })).toBeDisabled();
  });

  it('says a day is fully booked, and offers its waitlist', async () => {
    serve({ [`GET ${PAGE}/slots`]: json(slotList([])) });
    renderBookPage(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=${DAY}`);
    expect(await screen.findByText('This day is fully booked — try another day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waitlist for this day' })).toBeInTheDocument();
  });

  it('says a day nobody works is closed, without a waitlist to join', async () => {
    serve({ [`GET ${PAGE}/slots`]: json(slotList([], DAY, false)) });
    renderBookPage(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=${DAY}`);
    expect(await screen.findByText('Closed this day — try another day')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /waitlist/ })).not.toBeInTheDocument();
  });

  it('tells a time taken meanwhile and reads the day’s times again', async () => {
    // someone else holds 9:00 between the first read and the visitor's tap
    let reads = 0;
    const api = serve({
      [`GET ${PAGE}/slots`]: () => json(slotList(++reads === 1 ? [NINE, HALF_PAST_TEN] : [HALF_PAST_TEN])),
      [`POST ${PAGE}/holds`]: problem(409, 'slot_taken'),
    });
    renderBookPage();
    await chooseTime();
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is no longer free: someone else booked it a moment ago. Choose another time.');
    await waitFor(() => expect(screen.queryByRole('button', { name: '9:00 AM' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '10:30 AM' })).toBeEnabled();
    expect(api.callsTo(`GET ${PAGE}/slots`)).toHaveLength(2);
  });

  it('sends the visitor back to the day’s times when the hold ran out (410)', async () => {
    const api = serve({ [`POST ${PAGE}/holds`]: json(aHold(), 201), [`POST ${HOLD}/confirm`]: problem(410, 'hold_expired') });
    renderBookPage();
    const user = await chooseTime();
    await fillDetails(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your hold on this time ran out. Choose the time again.');
    expect(screen.getByRole('heading', { name: 'Choose a day and time' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '9:00 AM' })).toBeInTheDocument();
    expect(api.callsTo(`GET ${PAGE}/slots`)).toHaveLength(2);
  });

  it("asks for the visitor's pet and its fields when the service is for one, and sends them as its asset", async () => {
    spyOnPageLoads();
    const api = serve({
      [`POST ${PAGE}/holds`]: json(groomHold, 201),
      [`POST ${HOLD}/confirm`]: json(aVerification(), 202),
      [`POST ${HOLD}/verify`]: json(depositDue),
    });
    renderBookPage();
    const user = await chooseTime({ service: /^Full groom/, staff: 'Ana Ruiz' });
    expect(await screen.findByLabelText('Your booking')).toHaveTextContent('Deposit$17.00');
    expect(screen.getByLabelText('Year born')).toHaveAttribute('inputmode', 'numeric');
    await fillDetails(user, { Breed: 'Beagle' });
    await enterCode(user, PAY_DEPOSIT);
    expect(await screen.findByRole('status')).toHaveTextContent('Taking you to pay the deposit…');
    // its name is made by the business from its fields: the visitor is not asked twice
    expect(api.callsTo(`POST ${HOLD}/confirm`)[0]?.body).toMatchObject({ asset: { data: { breed: 'Beagle' } } });
  });

  it('takes the visitor to pay the deposit after their details, and keeps the time held as the page leaves', async () => {
    const loads = spyOnPageLoads();
    const api = serve({
      [`POST ${PAGE}/holds`]: json(groomHold, 201),
      [`POST ${HOLD}/confirm`]: json(aVerification(), 202),
      [`POST ${HOLD}/verify`]: json(depositDue),
      [`POST ${HOLD}/release`]: noContent(),
    });
    renderBookPage();
    const user = await chooseTime({ service: /^Full groom/, staff: 'Ana Ruiz' });
    // the business's policy, read before paying
    expect(
      await screen.findByText(
        'Cancel at least 24 hours before and your $17.00 deposit is refunded to your card. Cancel later or miss the appointment and the business may keep it.',
      ),
    ).toBeInTheDocument();
    await fillDetails(user, { Breed: 'Beagle' });
    // the code first: then the deposit, its words on the button
    expect(await screen.findByRole('button', { name: PAY_DEPOSIT })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
    await enterCode(user, PAY_DEPOSIT);

    expect(await screen.findByRole('status')).toHaveTextContent('Taking you to pay the deposit…');
    expect(screen.getByRole('heading', { level: 2, name: 'Pay the deposit' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${HOLD}/confirm`)[0]?.body).toMatchObject({
      firstName: 'Lena',
      lastName: 'Park',
      email: 'lena@example.com',
      phone: '(555) 010-2030',
    });
    expect(loads).toHaveBeenCalledTimes(1);
    expect(loads).toHaveBeenCalledWith(PAY_URL);
    // Back from the pay page comes to the booking's own page (held, with its link to pay)
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/book?business=${BUSINESS}&manage=${TOKEN}`);
    // the page goes: the hold is the payment's now, not let go
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(api.spy.mock.calls.filter(([input]) => String(input).endsWith('/release'))).toHaveLength(0);
    expect(api.callsTo(`POST ${HOLD}/release`)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Go to the payment page' })).toHaveAttribute('href', PAY_URL);
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it("places the server's refusal of a field under that field", async () => {
    serve({
      [`POST ${PAGE}/holds`]: json(aHold({ serviceName: 'Full groom' }), 201),
      [`POST ${HOLD}/confirm`]: fieldProblem({ phone: 'invalid_format', 'asset.breed': 'required' }),
    });
    renderBookPage();
    const user = await chooseTime({ service: /^Full groom/, staff: 'Ana Ruiz' });
    await fillDetails(user, { Phone: '12', Breed: 'Beagle' });
    expect(await screen.findByText('This is not in the right format')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('This is not in the right format');
    expect(screen.getByLabelText('Breed')).toHaveAccessibleDescription('This field is required');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the held time go when the visitor chooses another, and when they leave the page', async () => {
    document.cookie = 'csrftoken=anon-token-123; path=/';
    const api = serve({ [`POST ${PAGE}/holds`]: json(aHold(), 201), [`POST ${HOLD}/release`]: noContent() });
    renderBookPage();
    const user = await chooseTime();
    await screen.findByRole('heading', { name: 'Your details' });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(api.callsTo(`POST ${HOLD}/release`)).toHaveLength(1));
    expect(api.callsTo(`POST ${HOLD}/release`)[0]?.headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', 'x-csrftoken': 'anon-token-123' });
    // a request the browser finishes after the page is gone
    const [, init] = api.spy.mock.calls.find(([input]) => String(input).endsWith('/release')) ?? [];
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });

    await user.click(screen.getByRole('button', { name: 'Choose another time' }));
    expect(await screen.findByRole('heading', { name: 'Choose a day and time' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${HOLD}/release`)).toHaveLength(2);
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('tells a wrong code under its field with the tries left, and a code that ran out above the form', async () => {
    let tries = 0;
    serve({
      [`POST ${PAGE}/holds`]: json(aHold(), 201),
      [`POST ${HOLD}/confirm`]: json(aVerification(), 202),
      [`POST ${HOLD}/verify`]: () => (++tries === 1 ? fieldProblem({ code: ['wrong_code', { triesLeft: 4 }] }) : problem(410, 'code_expired')),
    });
    renderBookPage();
    const user = await chooseTime();
    await fillDetails(user);
    // six digits, or the field says so before anything is sent
    await enterCode(user, 'Book', '12');
    expect(screen.getByLabelText('Code from the email')).toHaveAccessibleDescription(/Enter the 6 digits from the email/);
    await user.clear(screen.getByLabelText('Code from the email'));
    await enterCode(user);
    await waitFor(() => expect(screen.getByLabelText('Code from the email')).toHaveAccessibleDescription(/That is not the code we sent\. Tries left: 4/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has run out. Send yourself a new one.');
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it('offers a new code once the wait is over, and goes back to the details (kept) for another email', async () => {
    const api = serve({
      [`POST ${PAGE}/holds`]: json(aHold(), 201),
      [`POST ${HOLD}/confirm`]: json(aVerification({ resendAt: new Date(Date.now() - 1000).toISOString() }), 202),
      [`POST ${HOLD}/resend`]: json(aVerification(), 202),
    });
    renderBookPage();
    const user = await chooseTime();
    await fillDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new code to lena@example.com.');
    expect(api.callsTo(`POST ${HOLD}/resend`)).toHaveLength(1);
    // the next one after a minute: said, not offered
    expect(await screen.findByText(/^You can ask for a new code in (1:00|0:5\d)$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('lena@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Lena');
    // the time is still held: no release
    expect(api.callsTo(`POST ${HOLD}/release`)).toHaveLength(0);
  });

  it('tells a visitor who holds too much that they do', async () => {
    serve({ [`POST ${PAGE}/holds`]: problem(409, 'too_many_holds') });
    renderBookPage();
    await chooseTime();
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already holding times here. Book one, or let it go, before you hold another.');
    expect(screen.getByRole('heading', { name: 'Choose a day and time' })).toBeInTheDocument();
  });

  it.each([
    ['no business in the address', '/book', null],
    ['a business that takes no online bookings', `/book?business=${BUSINESS}`, problem(404, 'not_found')],
    ['an address that cannot name a business', `/book?business=${BUSINESS}`, fieldProblem({ businessId: 'invalid_format' })],
  ])('says kindly when there is %s', async (_name, address, answer) => {
    serveApi(answer ? { [`GET ${PAGE}`]: answer } : {});
    renderBookPage(address);
    expect(await screen.findByText(/This booking page's address is incomplete or the business does not take online bookings/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Book online' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the code in Spanish', async () => {
    settingsStore.update({ language: 'es' });
    serve({ [`POST ${PAGE}/holds`]: json(aHold(), 201), [`POST ${HOLD}/confirm`]: json(aVerification(), 202) });
    renderBookPage(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=${DAY}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '9:00' }));
    for (const [label, value] of [
      ['Nombre', 'Lena'],
      ['Correo electrónico', 'lena@example.com'],
      ['Teléfono', '(555) 010-2030'],
    ] as const)
      await user.type(await screen.findByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByText('Enviamos un código de 6 cifras a lena@example.com. Escríbelo para reservar esta hora.')).toBeInTheDocument();
    expect(screen.getByLabelText('Código del correo')).toHaveFocus();
    expect(screen.getByText(/^Podrás pedir un código nuevo dentro de (1:00|0:5\d)$/)).toBeInTheDocument();
  });

  it('speaks Spanish, times and days included', async () => {
    settingsStore.update({ language: 'es' });
    serve();
    renderBookPage(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=${DAY}`);
    expect(await screen.findByText('Las horas están en hora central (Chicago)')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Horas libres el martes, 12 de marzo de 2030' })).toHaveTextContent('9:00');
    expect(screen.getByText('Paso 3 de 5')).toBeInTheDocument();
  });
});
