import { sessionStore, type FormTemplate } from '@frontdesk/shared';
import { aUser, chooseOption, json, noContent, renderMicroAppAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

// /app/contacts/forms: the business's intake and consent forms (issue 34 §9).

const consent: FormTemplate = {
  id: 'ft1',
  name: 'Grooming consent',
  intro: 'Please read.',
  fields: [
    { key: 'vet', label: 'Vet name', kind: 'text', required: true },
    { key: 'agree', label: 'I agree to the terms', kind: 'checkbox', required: true },
  ],
  version: 3,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const admin = aUser({ role: 'admin' });
const staff = aUser({ role: 'staff' });
const serveForms = (routes: Routes = {}) => serveApi({ 'GET /api/form-templates': json({ items: [consent] }), ...routes });
const openPage = () => renderMicroAppAt(microApp, '/app/contacts/forms');
const user = () => userEvent.setup();

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.signOut();
});

describe('the forms page', () => {
  it('lists the forms with their questions and version', async () => {
    sessionStore.signIn(admin);
    serveForms();
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    const row = (await screen.findByText('Grooming consent')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2 questions')).toBeInTheDocument();
    expect(within(row).getByText('Tick box')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
  });

  it('lets an admin write a form whose questions are keyed from what they ask', async () => {
    sessionStore.signIn(admin);
    const api = serveForms({ 'POST /api/form-templates': json({ ...consent, id: 'ft2', name: 'Intake' }, 201) });
    openPage();
    await screen.findByText('Grooming consent');
    await user().click(screen.getByRole('button', { name: 'New form' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText('Form name'), 'Intake');
    await user().type(within(dialog).getByLabelText('Text the customer reads first'), 'Welcome!');
    await user().type(within(dialog).getAllByLabelText('Question or statement')[0] as HTMLElement, 'I accept the terms');
    await user().click(within(dialog).getByRole('button', { name: 'Add question' }));
    await user().type(within(dialog).getAllByLabelText('Question or statement')[1] as HTMLElement, 'Date of birth');
    await chooseOption(within(dialog).getAllByLabelText('Answer')[1] as HTMLElement, 'Date');
    await user().click(within(dialog).getByRole('button', { name: 'Create form' }));
    await waitFor(() => expect(api.callsTo('POST /api/form-templates')).toHaveLength(1));
    expect(api.callsTo('POST /api/form-templates')[0]?.body).toEqual({
      name: 'Intake',
      intro: 'Welcome!',
      fields: [
        { key: 'i_accept_the_terms', label: 'I accept the terms', kind: 'checkbox', required: true },
        { key: 'date_of_birth', label: 'Date of birth', kind: 'date', required: false },
      ],
    });
  });

  it('keeps the keys of a form changed, and says a new version is made', async () => {
    sessionStore.signIn(admin);
    const api = serveForms({ 'PATCH /api/form-templates/ft1': json({ ...consent, version: 4 }) });
    openPage();
    await screen.findByText('Grooming consent');
    await user().click(screen.getByRole('button', { name: 'Edit Grooming consent' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Saving makes version 4/)).toBeInTheDocument();
    const label = within(dialog).getAllByLabelText('Question or statement')[0] as HTMLElement;
    await user().clear(label);
    await user().type(label, 'Your vet');
    await user().click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/form-templates/ft1')).toHaveLength(1));
    expect((api.callsTo('PATCH /api/form-templates/ft1')[0]?.body as { fields: unknown[] }).fields[0]).toEqual({
      key: 'vet',
      label: 'Your vet',
      kind: 'text',
      required: true,
    });
  });

  it('asks for the name and every question before sending', async () => {
    sessionStore.signIn(admin);
    const api = serveForms();
    openPage();
    await screen.findByText('Grooming consent');
    await user().click(screen.getByRole('button', { name: 'New form' }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Create form' }));
    expect(await within(dialog).findByText('Enter the form’s name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the question')).toBeInTheDocument();
    expect(api.callsTo('POST /api/form-templates')).toEqual([]);
  });

  it('takes a form out of use after asking', async () => {
    sessionStore.signIn(admin);
    const api = serveForms({ 'DELETE /api/form-templates/ft1': noContent() });
    openPage();
    await screen.findByText('Grooming consent');
    await user().click(screen.getByRole('button', { name: 'Take out of use: Grooming consent' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(/forms already signed on it are kept/)).toBeInTheDocument();
    await user().click(within(confirm).getByRole('button', { name: 'Take out of use' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/form-templates/ft1')).toHaveLength(1));
  });

  it('shows the forms to staff without changing them', async () => {
    sessionStore.signIn(staff);
    serveForms();
    openPage();
    await screen.findByText('Grooming consent');
    expect(screen.getByText('Only an admin can write or change the forms.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
