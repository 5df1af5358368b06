import { registerTranslations, sessionStore } from '@frontdesk/shared';
import { aBooking, aContact, aPage, aUser, chooseOption, json, problem, renderAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../../i18n';
import { FormsTab } from './FormsTab';

// The contact's forms (issue 34 §9): what they signed, each as PDF, and the screen handed to them
// with a form, which puts the session in signpad mode.

const ZONE = 'America/New_York';
const ID = 'c1';
const contact = aContact({ id: ID, firstName: 'Marta', lastName: 'Núñez' });
const consent = { id: 'ft1', name: 'Grooming consent', intro: '', fields: [], version: 1, updatedAt: '2026-11-01T10:00:00.000Z' };
const intake = { ...consent, id: 'ft2', name: 'Intake' };
const signed = { id: 'sf1', formName: 'Grooming consent', signerName: 'Marta Núñez', signedAt: '2026-11-20T15:30:00.000Z', bookingId: null, signed: true };
const haircut = aBooking({ id: 'b1', contactId: ID, startsAt: '2031-03-10T14:00:00.000Z', endsAt: '2031-03-10T14:45:00.000Z' });

function serve(routes: Routes = {}) {
  return serveApi({
    [`GET /api/contacts/${ID}/signed-forms`]: json({ items: [signed] }),
    'GET /api/form-templates': json({ items: [consent, intake] }),
    'GET /api/bookings': json(aPage([haircut], { currency: 'USD', timeZone: ZONE })),
    'GET /api/booking-settings': json({ timeZone: ZONE }),
    ...routes,
  });
}

beforeAll(() => registerTranslations('contacts', translations));
afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.signOut();
});

describe('FormsTab', () => {
  it("lists the contact's signed forms, each with its PDF", async () => {
    sessionStore.signIn(aUser({ can_switch_to_signpad: true }), 'tok');
    serve();
    renderAt(<FormsTab contact={contact} />);
    const list = await screen.findByRole('list', { name: 'Forms' });
    expect(within(list).getByText('Grooming consent')).toBeInTheDocument();
    expect(within(list).getByText(/by Marta Núñez/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Download Grooming consent of .* as PDF/ })).toHaveAttribute('href', '/api/signed-forms/sf1/pdf');
  });

  it('hands the screen to the contact with the form and booking chosen, and turns to signpad mode', async () => {
    sessionStore.signIn(aUser({ can_switch_to_signpad: true }), 'tok');
    const api = serve({ [`POST /api/contacts/${ID}/form-requests`]: json({ mode: 'signpad' }) });
    renderAt(<FormsTab contact={contact} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hand a form to the customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand a form to Marta Núñez' });
    await chooseOption(within(dialog).getByLabelText('Form'), 'Intake');
    await within(dialog).findByRole('combobox', { name: 'For a booking (optional)' });
    await chooseOption(within(dialog).getByLabelText('For a booking (optional)'), /Haircut/);
    await user.click(within(dialog).getByRole('button', { name: 'Hand over the screen' }));
    await waitFor(() => expect(sessionStore.get().user?.mode).toBe('signpad'));
    expect(api.callsTo(`POST /api/contacts/${ID}/form-requests`)[0]?.body).toEqual({ formTemplateId: 'ft2', bookingId: 'b1' });
  });

  it('asks for a form before handing the screen over, and says a refusal', async () => {
    sessionStore.signIn(aUser({ can_switch_to_signpad: true }), 'tok');
    const api = serve({ [`POST /api/contacts/${ID}/form-requests`]: problem(403, 'forbidden') });
    renderAt(<FormsTab contact={contact} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hand a form to the customer' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over the screen' }));
    expect(await within(dialog).findByText('Choose a form')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/contacts/${ID}/form-requests`)).toEqual([]);
    await chooseOption(within(dialog).getByLabelText('Form'), 'Intake');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over the screen' }));
    expect(await within(dialog).findByText(/The screen was not handed over/)).toBeInTheDocument();
    expect(sessionStore.get().user?.mode).toBe('staff');
  });

  it('says a login that cannot switch to signpad mode cannot hand a form over', async () => {
    sessionStore.signIn(aUser({ can_switch_to_signpad: false }), 'tok');
    serve();
    renderAt(<FormsTab contact={contact} />);
    expect(await screen.findByText(/cannot switch to signpad mode/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hand a form to the customer' })).not.toBeInTheDocument();
  });

  it('says where forms are written when the business has none', async () => {
    sessionStore.signIn(aUser({ can_switch_to_signpad: true }), 'tok');
    serve({ 'GET /api/form-templates': json({ items: [] }) });
    renderAt(<FormsTab contact={contact} />);
    expect(await screen.findByRole('link', { name: 'Open the Forms page' })).toHaveAttribute('href', '/app/contacts/forms');
    expect(screen.queryByRole('button', { name: 'Hand a form to the customer' })).not.toBeInTheDocument();
  });

  it('says when the forms to hand out could not be loaded, and reads them again on Retry', async () => {
    sessionStore.signIn(aUser({ can_switch_to_signpad: true }), 'tok');
    const api = serve({ 'GET /api/form-templates': problem(500, 'internal') });
    renderAt(<FormsTab contact={contact} />);
    expect(await screen.findByText('The forms to hand out could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hand a form to the customer' })).not.toBeInTheDocument();
    api.routes['GET /api/form-templates'] = json({ items: [consent] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Hand a form to the customer' })).toBeEnabled();
  });
});
