import { registerTranslations } from '@frontdesk/shared';
import { fieldProblem, json, problem, renderAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../i18n';
import { aHold, aVisitorBooking, BUSINESS, bookingView, DAY, HALF_PAST_TEN, NINE, PAY_URL, slotList, TOKEN } from '../testing';
import { BookPage } from './BookPage';

const PAGE = `/api/book/businesses/${BUSINESS}`;
const BOOKING = `/api/book/bookings/${TOKEN}`;

const serve = (routes: Routes = {}) =>
  serveApi({ [`GET ${BOOKING}`]: json(aVisitorBooking()), [`GET ${PAGE}`]: json(bookingView()), [`GET ${PAGE}/slots`]: json(slotList()), ...routes });

const renderManagePage = () => renderAt(<BookPage />, `/book?business=${BUSINESS}&manage=${TOKEN}`);

/** Opens "Change time" and taps Tuesday March 12. */
async function openDay() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Change time' }));
  await user.click(await screen.findByRole('button', { name: 'Tue, Mar 12' }));
  return user;
}

beforeAll(() => registerTranslations('bookings', translations));

describe('BookPage: the visitor manages their booking', () => {
  it('shows what is booked, when on the business’s clock, with whom, and until when it may change', async () => {
    serve();
    renderManagePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunny Paws' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your booking')).toHaveTextContent(
      'ServiceWashWhenTuesday, March 12, 2030 at 9:00 AM CDTWithAna RuizPrice$30.00StatusConfirmed',
    );
    expect(screen.getByText('You can change or cancel it online until Monday, March 11, 2030 at 9:00 AM CDT.')).toBeInTheDocument();
    expect(screen.getByText('Times are in Central Time (Chicago)')).toBeInTheDocument();
  });

  it('cancels the booking with the reason given', async () => {
    const api = serve({ [`POST ${BOOKING}/cancel`]: json(aVisitorBooking({ status: 'cancelled', changeable: false })) });
    renderManagePage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Away that week');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('This booking is cancelled')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BOOKING}/cancel`)[0]?.body).toEqual({ reason: 'Away that week' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your booking')).toHaveTextContent('StatusCancelled');
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', `/book?business=${BUSINESS}`);
    expect(screen.queryByRole('button', { name: 'Change time' })).not.toBeInTheDocument();
  });

  it('says before cancelling what becomes of the deposit paid, as the policy says, and after it what is being done', async () => {
    const paid = { depositMinor: 1600, depositOnCancel: 'credit' as const };
    serve({
      [`GET ${BOOKING}`]: json(aVisitorBooking(paid)),
      [`POST ${BOOKING}/cancel`]: json(aVisitorBooking({ ...paid, status: 'cancelled', changeable: false })),
    });
    renderManagePage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText('Your $16.00 deposit will be kept as your credit for a later visit.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('This booking is cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your $16.00 deposit is kept as your credit for a later visit.')).toBeInTheDocument();
  });

  it('says when it is too late to cancel online', async () => {
    serve({ [`POST ${BOOKING}/cancel`]: problem(409, 'cutoff_passed') });
    renderManagePage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('It is too close to the appointment to change it online. Please call the business.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("moves the booking to another of its service's free times, once the move is confirmed", async () => {
    const api = serve({ [`POST ${BOOKING}/reschedule`]: json(aVisitorBooking({ startsAt: HALF_PAST_TEN, endsAt: '2030-03-12T16:15:00.000Z' })) });
    renderManagePage();
    const user = await openDay();
    await user.click(await screen.findByRole('button', { name: '10:30 AM' }));
    // asked first, from when to when: nothing moves until then, and another time may be chosen
    let dialog = screen.getByRole('dialog', { name: 'Move your booking?' });
    expect(dialog).toHaveTextContent(/From Tuesday, March 12, 2030 at 9:00 AM CDT to Tuesday, March 12, 2030 at 10:30 AM CDT\./);
    await user.click(within(dialog).getByRole('button', { name: 'Choose another time' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${BOOKING}/reschedule`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '10:30 AM' }));
    dialog = screen.getByRole('dialog', { name: 'Move your booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Move it' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your booking was moved.');
    // anyone's times: the business keeps the same person when they are free
    expect(api.callsTo(`GET ${PAGE}/slots`)[0]?.query).toEqual({ day: DAY, serviceIds: 'service-wash' });
    expect(api.callsTo(`POST ${BOOKING}/reschedule`)[0]?.body).toEqual({ startsAt: HALF_PAST_TEN });
    expect(screen.getByLabelText('Your booking')).toHaveTextContent('Tuesday, March 12, 2030 at 10:30 AM CDT');
  });

  it('tells a time taken meanwhile and reads the times again', async () => {
    let reads = 0;
    const api = serve({
      [`GET ${PAGE}/slots`]: () => json(slotList(++reads === 1 ? [NINE, HALF_PAST_TEN] : [NINE])),
      [`POST ${BOOKING}/reschedule`]: problem(409, 'slot_taken'),
    });
    renderManagePage();
    const user = await openDay();
    await user.click(await screen.findByRole('button', { name: '10:30 AM' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Move your booking?' })).getByRole('button', { name: 'Move it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is no longer free');
    await waitFor(() => expect(screen.queryByRole('button', { name: '10:30 AM' })).not.toBeInTheDocument());
    expect(api.callsTo(`GET ${PAGE}/slots`)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Keep the current time' }));
    expect(await screen.findByLabelText('Your booking')).toHaveTextContent('9:00 AM CDT');
  });

  it('says until when it could be changed, and to call the business, once the cut-off is past', async () => {
    serve({ [`GET ${BOOKING}`]: json(aVisitorBooking({ changeable: false })) });
    renderManagePage();
    expect(
      await screen.findByText('This booking could be changed online until Monday, March 11, 2030 at 9:00 AM CDT. To change it now, please call Sunny Paws.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown booking (404)', problem(404, 'not_found')],
    ['a token that cannot be one (400 on the path’s token)', fieldProblem({ token: 'too_short' })],
  ])('says a link that names no booking names none: %s', async (_name, answer) => {
    serveApi({ [`GET ${BOOKING}`]: answer });
    renderManagePage();
    expect(await screen.findByText('We could not find this booking. Check the link in your confirmation email.')).toBeInTheDocument();
  });

  it('shows the deposit paid for it', async () => {
    serve({ [`GET ${BOOKING}`]: json(aVisitorBooking({ serviceName: 'Full groom', priceMinor: 8500, depositMinor: 1600 })) });
    renderManagePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunny Paws' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your booking')).toHaveTextContent('Price$85.00Deposit paid$16.00StatusConfirmed');
  });

  it('says until when a time waiting for its deposit is held, and links to pay it', async () => {
    // eight minutes from now on the business's clock (Chicago), not the browser's (Los Angeles)
    const until = new Date(Date.now() + 8 * 60_000).toISOString();
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Chicago' }).format(new Date(until));
    serve({ [`GET ${BOOKING}`]: json(aHold({ holdExpiresAt: until, depositMinor: 1700, payUrl: PAY_URL })) });
    renderManagePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunny Paws' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your booking')).toHaveTextContent('Deposit$17.00StatusNot booked yet');
    expect(screen.getByText(`Your time is held until ${time} — pay the deposit to book it.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay the $17.00 deposit' })).toHaveAttribute('href', PAY_URL);
    expect(screen.queryByText(/Deposit paid/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a held time whose deposit came too late was let go, and offers to book again', async () => {
    serve({ [`GET ${BOOKING}`]: json(aHold({ holdExpiresAt: new Date(Date.now() - 60_000).toISOString(), depositMinor: 1700, payUrl: PAY_URL })) });
    renderManagePage();
    expect(await screen.findByText('Your hold on this time ran out. Choose the time again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', `/book?business=${BUSINESS}`);
    expect(screen.queryByRole('link', { name: /Pay the/ })).not.toBeInTheDocument();
  });
});
