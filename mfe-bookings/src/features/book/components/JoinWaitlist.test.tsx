import { registerTranslations } from '@frontdesk/shared';
import { currentAddress, fieldProblem, json, problem, renderAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../i18n';
import { aWaitlistPlace, BUSINESS, bookingView, DAY, fillDetails, NINE, slotList } from '../testing';
import { BookPage } from './BookPage';

const PAGE = `/api/book/businesses/${BUSINESS}`;
const JOIN = 'Join the waitlist';

/** The booking page with the day's times read as none (a full day), plus what a test adds. */
const serve = (routes: Routes = {}) => serveApi({ [`GET ${PAGE}`]: json(bookingView()), [`GET ${PAGE}/slots`]: json(slotList([])), ...routes });

/** The day step of Tuesday March 12 with anyone (or the staff member given), as the address keeps it. */
const renderFullDay = (staff = 'any') => renderAt(<BookPage />, `/book?business=${BUSINESS}&service=service-wash&staff=${staff}&day=${DAY}`);

/** Taps "Join the waitlist for this day" on the full day: its details form. */
async function openWaitlist() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Join the waitlist for this day' }));
  expect(await screen.findByRole('heading', { level: 2, name: JOIN })).toBeInTheDocument();
  return user;
}

beforeAll(() => registerTranslations('bookings', translations));

describe('BookPage: the waitlist of a full day', () => {
  it('offers a full day’s waitlist, joins it with the details a booking asks (anyone), and tells the place in line', async () => {
    const api = serve({ [`POST ${PAGE}/waitlist`]: json(aWaitlistPlace(), 201) });
    renderFullDay();
    expect(await screen.findByText('No free times this day — try another day')).toBeInTheDocument();
    const user = await openWaitlist();
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    expect(currentAddress()).toBe(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=${DAY}&waitlist=join`);
    expect(screen.getByText("Tuesday, March 12, 2030 is full for Wash with anyone available. Join the waitlist: if a time frees up, we'll email you and hold it for you.")).toBeInTheDocument();
    await fillDetails(user, { 'Notes for the business (optional)': 'Any time after 2' }, JOIN);

    expect(await screen.findByRole('heading', { level: 2, name: "You're on the waitlist" })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're #2 in line for Wash on Tuesday, March 12, 2030. If a time frees up, we'll email you and hold it for you for 2 h.",
    );
    // the same details as a booking's, the service and day; "anyone" names no staff member
    expect(api.callsTo(`POST ${PAGE}/waitlist`)[0]?.body).toEqual({
      firstName: 'Lena',
      lastName: 'Park',
      email: 'lena@example.com',
      phone: '(555) 010-2030',
      notes: 'Any time after 2',
      serviceId: 'service-wash',
      day: DAY,
    });
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Choose another day' }));
    expect(await screen.findByText('Choose a day to see its free times.')).toBeInTheDocument();
  });

  it('waits for the staff member chosen', async () => {
    const api = serve({ [`POST ${PAGE}/waitlist`]: json(aWaitlistPlace({ position: 1 }), 201) });
    renderFullDay('staff-ana');
    const user = await openWaitlist();
    expect(screen.getByText(/is full for Wash with Ana Ruiz\./)).toBeInTheDocument();
    await fillDetails(user, {}, JOIN);
    expect(await screen.findByRole('status')).toHaveTextContent("You're #1 in line");
    expect(api.callsTo(`POST ${PAGE}/waitlist`)[0]?.body).toMatchObject({ serviceId: 'service-wash', staffId: 'staff-ana', day: DAY });
  });

  it('says the visitor is already waiting for this service on this day', async () => {
    serve({ [`POST ${PAGE}/waitlist`]: problem(409, 'already_waiting') });
    renderFullDay();
    const user = await openWaitlist();
    await fillDetails(user, {}, JOIN);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already on the waitlist for this service on this day.');
    expect(screen.getByRole('button', { name: JOIN })).toBeEnabled();
  });

  it('places a refused field under that field', async () => {
    serve({ [`POST ${PAGE}/waitlist`]: fieldProblem({ phone: 'invalid_format' }) });
    renderFullDay();
    const user = await openWaitlist();
    await fillDetails(user, { Phone: '12' }, JOIN);
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('This is not in the right format'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the day’s times again when a time freed up meanwhile (day_not_full)', async () => {
    let reads = 0;
    const api = serve({ [`GET ${PAGE}/slots`]: () => json(slotList(++reads === 1 ? [] : [NINE])), [`POST ${PAGE}/waitlist`]: problem(409, 'day_not_full') });
    renderFullDay();
    const user = await openWaitlist();
    await fillDetails(user, {}, JOIN);
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a day and time' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This day still has free times: book one of them instead.');
    expect(await screen.findByRole('button', { name: '9:00 AM' })).toBeEnabled();
    expect(api.callsTo(`GET ${PAGE}/slots`)).toHaveLength(2);
    expect(currentAddress()).toBe(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=${DAY}`);
  });
});
