import { registerTranslations, settingsStore, type DayStates } from '@frontdesk/shared';
import { json, renderAt, serveApi } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../i18n';
import { BUSINESS, DAY, bookingView, slotList } from '../testing';
import { BookPage } from './BookPage';

const PAGE = `/api/book/businesses/${BUSINESS}`;

/** The two weeks from Mar 11: Mar 12 (DAY) full, the weekend closed, Mar 14 the next day with free times. */
const states: DayStates = {
  days: Array.from({ length: 14 }, (_, i) => {
    const day = `2030-03-${String(11 + i).padStart(2, '0')}`;
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    return { day, state: day === DAY || day === '2030-03-13' ? 'full' : weekday === 0 || weekday === 6 ? 'closed' : 'open' };
  }),
};

function renderDayStep(address = `/book?business=${BUSINESS}&service=service-wash&staff=any`) {
  const api = serveApi({
    [`GET ${PAGE}`]: json(bookingView()),
    [`GET ${PAGE}/days`]: json(states),
    [`GET ${PAGE}/slots`]: (call) => json(call.query.day === '2030-03-14' ? slotList() : slotList([])),
  });
  renderAt(<BookPage />, address);
  return api;
}

beforeAll(() => registerTranslations('bookings', translations));
afterEach(() => settingsStore.update({ language: 'en' }));

describe('the days on the booking page', () => {
  it('marks the full and closed days of the two weeks shown, for the service and staff chosen', async () => {
    const api = renderDayStep();
    const days = await screen.findByRole('list', { name: 'Days' });
    expect(await within(days).findByRole('button', { name: 'Tue, Mar 12 Full' })).toBeInTheDocument();
    expect(within(days).getByRole('button', { name: 'Sat, Mar 16 Closed' })).toBeInTheDocument();
    expect(within(days).getByRole('button', { name: 'Thu, Mar 14' })).toBeInTheDocument();
    expect(api.callsTo(`GET ${PAGE}/days`)[0]?.query).toEqual({ from: '2030-03-11', serviceIds: 'service-wash' });
  });

  it('offers the next day with free times when the day chosen has none', async () => {
    renderDayStep(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=${DAY}`);
    expect(await screen.findByText('This day is fully booked — try another day')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next free day: Thu, Mar 14' }));
    expect(await screen.findByRole('button', { name: 'Thu, Mar 14', pressed: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '9:00 AM' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Next free day/ })).not.toBeInTheDocument());
  });

  it('keeps the days as plain buttons when their states cannot be read', async () => {
    serveApi({ [`GET ${PAGE}`]: json(bookingView()), [`GET ${PAGE}/slots`]: json(slotList()) });
    renderAt(<BookPage />, `/book?business=${BUSINESS}&service=service-wash&staff=any`);
    const days = await screen.findByRole('list', { name: 'Days' });
    expect(within(days).getByRole('button', { name: 'Tue, Mar 12' })).toBeEnabled();
    expect(within(days).queryByRole('button', { name: /Full|Closed/ })).not.toBeInTheDocument();
  });

  it('marks them in Spanish', async () => {
    settingsStore.update({ language: 'es' });
    renderDayStep(`/book?business=${BUSINESS}&service=service-wash&staff=any&day=${DAY}`);
    expect(await screen.findByRole('button', { name: /^mar, 12 mar\W* Completo$/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Próximo día libre: jue, 14 mar/ })).toBeInTheDocument();
  });
});
