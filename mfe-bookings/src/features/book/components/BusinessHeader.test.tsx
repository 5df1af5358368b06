import { registerTranslations, settingsStore } from '@frontdesk/shared';
import { json, renderAt, serveApi } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import { translations } from '../../../i18n';
import { BUSINESS, bookingView, slotList } from '../testing';
import { BookPage } from './BookPage';

const PAGE = `/api/book/businesses/${BUSINESS}`;
const LOGO = `${PAGE}/logo?v=0123456789abcdef`;

const renderWith = (view: ReturnType<typeof bookingView>) => {
  serveApi({ [`GET ${PAGE}`]: json(view), [`GET ${PAGE}/slots`]: json(slotList()) });
  return renderAt(<BookPage />, `/book?business=${BUSINESS}`);
};

beforeAll(() => registerTranslations('bookings', translations));
afterEach(() => settingsStore.update({ language: 'en' }));

describe('the business on its booking page', () => {
  it('shows its name with its logo, its address with a map, and its phone to call', async () => {
    renderWith(bookingView({ logoUrl: LOGO, address: '12 Main St\nSpringfield', phone: '(555) 010-0199' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sunny Paws' });
    // the logo is the name's decoration (alt ""): the heading says who it is
    expect(within(heading).getByRole('presentation')).toHaveAttribute('src', LOGO);
    expect(screen.getByLabelText('About Sunny Paws')).toHaveTextContent('12 Main St Springfield Map');
    expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=12%20Main%20St%0ASpringfield');
    expect(screen.getByRole('link', { name: 'Call (555) 010-0199' })).toHaveAttribute('href', 'tel:5550100199');
  });

  it('shows only its name when it gave no logo, address or phone', async () => {
    renderWith(bookingView());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sunny Paws' });
    expect(within(heading).queryByRole('presentation')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('About Sunny Paws')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    settingsStore.update({ language: 'es' });
    renderWith(bookingView({ address: 'Calle Mayor 12', phone: '+34 910 000 000' }));
    expect(await screen.findByRole('link', { name: 'Llamar al +34 910 000 000' })).toHaveAttribute('href', 'tel:+34910000000');
    expect(screen.getByRole('link', { name: 'Mapa' })).toBeInTheDocument();
  });
});
