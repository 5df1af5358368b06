import { registerTranslations, settingsStore, type OnlineService } from '@frontdesk/shared';
import { renderAt } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import { translations } from '../../../i18n';
import { bookingView } from '../testing';
import { DetailsForm } from './DetailsForm';

const groom = bookingView().services.find((s) => s.id === 'service-groom') as OnlineService;

/** A send the API refused with `fieldErrors` (already in the visitor's words, as the kit's mutation gives them). */
const refused = (fieldErrors: Record<string, string>) => ({ busy: false, error: new Error('refused'), fieldErrors, errorText: 'refused' });

const renderForm = (fieldErrors: Record<string, string>) =>
  renderAt(<DetailsForm service={groom} label="Your details" sending={refused(fieldErrors)} onSubmit={() => undefined} submit="Book" />, '/book');

beforeAll(() => registerTranslations('bookings', translations));
afterEach(() => settingsStore.update({ language: 'en' }));

describe('DetailsForm', () => {
  it('names the field of a refusal it cannot place under one, and says it beside the button just pressed', async () => {
    renderForm({ 'asset.born': 'Not a year', 'asset.color': 'This field cannot be set', lastName: 'Too long' });
    const alert = await screen.findByRole('alert');
    // a field the form shows has its message under it; the others are named in the alert
    expect(alert).toHaveTextContent('Pet: This field cannot be set');
    expect(alert).not.toHaveTextContent('Not a year');
    expect(screen.getByText('Not a year')).toBeInTheDocument();
    // the alert is next to the submit, after every field
    const book = screen.getByRole('button', { name: 'Book' });
    expect(alert.compareDocumentPosition(book) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.compareDocumentPosition(screen.getByLabelText(/Notes/)) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('names them in Spanish', async () => {
    settingsStore.update({ language: 'es' });
    renderForm({ firstName: 'Demasiado largo', 'asset.name': 'No se puede' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Mascota: No se puede');
  });
});
