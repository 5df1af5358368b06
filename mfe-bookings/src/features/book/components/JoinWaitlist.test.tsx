import { registerTranslations } from '@frontdesk/shared';
import { currentAddress, fieldProblem, json, problem, renderAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../i18n';
import { aVerification, aWaitlistPlace, BUSINESS, bookingView, CODE, DAY, enterCode, fillDetails, JOIN_TOKEN, NINE, slotList } from '../testing';
import { BookPage } from './BookPage';

const PAGE = `/api/book/businesses/${BUSINESS}`;
const JOINING = `/api/book/waitlist/${JOIN_TOKEN}`;
const JOIN = 'Join the waitlist';
/** the code mailed for a join: its own token, no hold */
const joinCode = () => json(aVerification({ token: JOIN_TOKEN, holdExpiresAt: null }), 202);

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
    const api = serve({ [`POST ${PAGE}/waitlist`]: joinCode(), [`POST ${JOINING}/verify`]: json(aWaitlistPlace(), 201) });
    renderFullDay();
    expect(await screen.findByText('This day is fully booked — try another day')).toBeInTheDocument();
    const user = await openWaitlist();
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    expect(currentAddress()).toBe(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=${DAY}&waitlist=join`);
    expect(
      screen.getByText(
        "Tuesday, March 12, 2030 is full for Wash with anyone available. Join the waitlist: if a time frees up, we'll email you and hold it for you.",
      ),
    ).toBeInTheDocument();
    await fillDetails(user, { 'Notes for the business (optional)': 'Any time after 2' });

    // the place counts once the code from the mail is entered
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('We sent a 6-digit code to lena@example.com. Enter it to join the waitlist.')).toBeInTheDocument();
    await enterCode(user, JOIN);
    expect(api.callsTo(`POST ${JOINING}/verify`)[0]?.body).toEqual({ code: CODE });

    expect(await screen.findByRole('heading', { level: 2, name: "You're on the waitlist" })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're #2 in line for Wash on Tuesday, March 12, 2030. If a time frees up, we'll email you and hold it for you for 15 min.",
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
    const api = serve({ [`POST ${PAGE}/waitlist`]: joinCode(), [`POST ${JOINING}/verify`]: json(aWaitlistPlace({ position: 1 }), 201) });
    renderFullDay('staff-ana');
    const user = await openWaitlist();
    expect(screen.getByText(/is full for Wash with Ana Ruiz\./)).toBeInTheDocument();
    await fillDetails(user);
    await enterCode(user, JOIN);
    expect(await screen.findByRole('status')).toHaveTextContent("You're #1 in line");
    expect(api.callsTo(`POST ${PAGE}/waitlist`)[0]?.body).toMatchObject({ serviceId: 'service-wash', staffId: 'staff-ana', day: DAY });
  });

  it('asks a new code for the join when the wait is over, and tells a wrong one under its field', async () => {
    const api = serve({
      [`POST ${PAGE}/waitlist`]: json(aVerification({ token: JOIN_TOKEN, holdExpiresAt: null, resendAt: new Date(Date.now() - 1000).toISOString() }), 202),
      [`POST ${JOINING}/resend`]: joinCode(),
      [`POST ${JOINING}/verify`]: fieldProblem({ code: ['wrong_code', { triesLeft: 2 }] }),
    });
    renderFullDay();
    const user = await openWaitlist();
    await fillDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new code to lena@example.com.');
    expect(api.callsTo(`POST ${JOINING}/resend`)).toHaveLength(1);
    await enterCode(user, JOIN);
    await waitFor(() => expect(screen.getByLabelText('Code from the email')).toHaveAccessibleDescription(/That is not the code we sent\. Tries left: 2/));
  });

  it('places a refused field under that field', async () => {
    serve({ [`POST ${PAGE}/waitlist`]: fieldProblem({ phone: 'invalid_format' }) });
    renderFullDay();
    const user = await openWaitlist();
    await fillDetails(user, { Phone: '12' });
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('This is not in the right format'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the day’s times again when a time freed up meanwhile (day_not_full)', async () => {
    let reads = 0;
    const api = serve({
      [`GET ${PAGE}/slots`]: () => json(slotList(++reads === 1 ? [] : [NINE])),
      [`POST ${PAGE}/waitlist`]: joinCode(),
      [`POST ${JOINING}/verify`]: problem(409, 'day_not_full'),
    });
    renderFullDay();
    const user = await openWaitlist();
    await fillDetails(user);
    // freed by the time the code is entered
    await enterCode(user, JOIN);
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a day and time' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This day still has free times: book one of them instead.');
    expect(await screen.findByRole('button', { name: '9:00 AM' })).toBeEnabled();
    expect(api.callsTo(`GET ${PAGE}/slots`)).toHaveLength(2);
    expect(currentAddress()).toBe(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=${DAY}`);
  });
});
