import { registerTranslations } from '@frontdesk/shared';
import { json, renderAt, serveApi } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../i18n';
import { BUSINESS, DAY, NINE, aHold, bookingView, slotList } from '../testing';
import { BookPage } from './BookPage';

const PAGE = `/api/book/businesses/${BUSINESS}`;

beforeAll(() => registerTranslations('bookings', translations));
afterEach(() => jest.restoreAllMocks());

describe('several services in one visit', () => {
  it('adds a service to the visit: times for them all, one hold of them in order, their time and price added up', async () => {
    const api = serveApi({
      [`GET ${PAGE}`]: json(bookingView()),
      [`GET ${PAGE}/slots`]: json(slotList()),
      [`POST ${PAGE}/holds`]: json(aHold({ serviceName: 'Wash + Nail trim', serviceIds: ['service-wash', 'service-nails'], priceMinor: 4200 }), 201),
    });
    renderAt(<BookPage />, `/book?business=${BUSINESS}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Wash/ }));
    expect(await screen.findByLabelText('Your visit')).toHaveTextContent('Wash45 min · $30.00Add another service');
    await user.click(screen.getByRole('link', { name: 'Add another service' }));
    expect(await screen.findByRole('heading', { name: 'Add a service' })).toBeInTheDocument();
    // not Wash again; the others, each done by someone who also washes
    expect(screen.queryByRole('button', { name: /^Wash/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Full groom/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Nail trim/ }));
    expect(await screen.findByLabelText('Your visit')).toHaveTextContent('Wash + Nail trim1 h · $42.00');
    // who performs them both
    const who = screen.getByRole('list', { name: 'Who performs Wash + Nail trim' });
    expect(
      within(who)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Anyone available', 'Ana Ruiz', 'Ben Ode']);
    await user.click(within(who).getByRole('button', { name: 'Ben Ode' }));
    await user.click(await screen.findByRole('button', { name: 'Tue, Mar 12' }));
    await user.click(await screen.findByRole('button', { name: '9:00 AM' }));
    expect(api.callsTo(`GET ${PAGE}/slots`)[0]?.query).toEqual({ day: DAY, serviceIds: 'service-wash,service-nails', staffId: 'staff-ben' });
    expect(api.callsTo(`POST ${PAGE}/holds`)[0]?.body).toEqual({ serviceIds: ['service-wash', 'service-nails'], staffId: 'staff-ben', startsAt: NINE });
  });

  it('offers no waitlist for a full day of a visit of several services (a line is for one service)', async () => {
    serveApi({ [`GET ${PAGE}`]: json(bookingView()), [`GET ${PAGE}/slots`]: json(slotList([])) });
    renderAt(<BookPage />, `/book?business=${BUSINESS}&service=service-wash,service-nails&staff=any&day=${DAY}`);
    expect(await screen.findByText('This day is fully booked — try another day')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /waitlist/ })).not.toBeInTheDocument();
  });

  it('goes back from adding a service to the visit as it was', async () => {
    serveApi({ [`GET ${PAGE}`]: json(bookingView()), [`GET ${PAGE}/slots`]: json(slotList()) });
    renderAt(<BookPage />, `/book?business=${BUSINESS}&service=service-wash&adding=1`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Add a service' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByLabelText('Your visit')).toHaveTextContent('Wash45 min');
  });
});
