import type { Contact } from '@frontdesk/shared';
import { aContact, chooseOption, fieldProblem, json, problem, renderMicroAppAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const ID = '3f2b8c1e-5d4a-4b6f-9c2d-1a2b3c4d5e6f';

const ann = aContact({
  id: ID,
  address: '1 Main St',
  notes: 'Prefers mornings',
  tags: ['vip'],
  source: 'referral',
  marketingConsent: true,
  lastVisitAt: null,
});

function serveForm(routes: Routes = {}) {
  return serveApi({
    'GET /api/contacts/tags': json({ tags: [{ tag: 'vip', count: 2 }] }),
    'GET /api/contacts/duplicates': json({ duplicates: [] }),
    ...routes,
  });
}

const user = () => userEvent.setup();
const openCreate = () => renderMicroAppAt(microApp, '/app/contacts/create');
const field = (label: string) => screen.getByLabelText(label);
const type = async (label: string, text: string) => user().type(field(label), text);
const submit = () => user().click(screen.getByRole('button', { name: 'Create contact' }));

afterEach(() => jest.restoreAllMocks());

describe('the new contact form', () => {
  it('labels every field', () => {
    serveForm();
    openCreate();
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Address', 'Notes', 'Tags', 'Source', 'Marketing consent', 'Avatar URL']) {
      expect(field(label)).toBeInTheDocument();
    }
  });

  it('asks for a first or last name, and sends nothing without one', async () => {
    const api = serveForm();
    openCreate();
    await submit();
    expect(await screen.findByText('Enter a first or last name')).toBeInTheDocument();
    expect(api.callsTo('POST /api/contacts')).toEqual([]);
  });

  it('takes a last name alone', async () => {
    const api = serveForm({
      'POST /api/contacts': json({ ...ann, id: 'n1', firstName: '' }, 201),
      [`GET /api/contacts/n1`]: json({ ...ann, id: 'n1', firstName: '' }),
    });
    openCreate();
    await user().type(field('Last name'), 'Lee');
    await submit();
    await waitFor(() => expect(api.callsTo('POST /api/contacts')).toHaveLength(1));
  });

  it('says an email is malformed', async () => {
    serveForm();
    openCreate();
    await user().type(field('First name'), 'Ann');
    await user().type(field('Email'), 'ann@example');
    await submit();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('wants a phone of 10 digits', async () => {
    const api = serveForm();
    openCreate();
    await user().type(field('First name'), 'Ann');
    await user().type(field('Phone'), '555-1234');
    await submit();
    expect(await screen.findByText('Enter a phone number with 10 digits')).toBeInTheDocument();
    expect(api.callsTo('POST /api/contacts')).toEqual([]);
  });

  it('takes a phone with punctuation, shows it formatted and sends its digits', async () => {
    const api = serveForm({
      'POST /api/contacts': json({ ...ann, id: 'n1' }, 201),
      'GET /api/contacts/n1': json({ ...ann, id: 'n1' }),
    });
    openCreate();
    await user().type(field('First name'), 'Ann');
    await user().type(field('Phone'), '555.123.4567');
    await user().tab();
    expect(field('Phone')).toHaveValue('(555) 123-4567');
    await submit();
    await waitFor(() => expect(api.callsTo('POST /api/contacts')[0]?.body).toMatchObject({ phone: '5551234567' }));
  });

  it('warns about another contact with the same email, linking to them', async () => {
    const api = serveForm({
      'GET /api/contacts/duplicates': json({
        duplicates: [{ id: 'c9', fullName: 'Ann Lee', email: 'ann@example.com', phone: '', matches: ['email'] }],
      }),
    });
    openCreate();
    await user().type(field('Email'), 'Ann@example.com');
    expect(await screen.findByText('Another contact has this email:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/app/contacts/c9');
    expect(api.callsTo('GET /api/contacts/duplicates').map((c) => c.query)).toEqual([{ email: 'ann@example.com' }]);
  });

  it('asks before saving a second record of someone it already has, and saves only once told to', async () => {
    const created = { ...ann, id: 'n2', firstName: 'Ann', lastName: 'Lee' };
    const api = serveForm({
      'GET /api/contacts/duplicates': json({
        duplicates: [{ id: 'c9', fullName: 'Ann Lee', email: 'ann@example.com', phone: '', matches: ['email'] }],
      }),
      'POST /api/contacts': json(created, 201),
      'GET /api/contacts/n2': json(created),
    });
    openCreate();
    await type('First name', 'Ann');
    await user().type(field('Email'), 'ann@example.com');
    await screen.findByText('Another contact has this email:');
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Save a second contact?' });
    expect(dialog).toHaveTextContent('Another contact has this email: Ann Lee');
    await user().click(screen.getByRole('button', { name: 'Go back' }));
    expect(api.callsTo('POST /api/contacts')).toEqual([]);
    await submit();
    await user().click(await screen.findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(api.callsTo('POST /api/contacts')).toHaveLength(1));
  });

  it('warns about another contact with the same phone', async () => {
    serveForm({
      'GET /api/contacts/duplicates': json({
        duplicates: [{ id: 'c9', fullName: 'Bob Stone', email: '', phone: '5551234567', matches: ['phone'] }],
      }),
    });
    openCreate();
    await user().type(field('Phone'), '(555) 123-4567');
    expect(await screen.findByText('Another contact has this phone:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bob Stone' })).toHaveAttribute('href', '/app/contacts/c9');
  });

  it('creates the contact with every field and opens its page', async () => {
    const created = { ...ann, id: 'n1', firstName: 'Cleo', lastName: 'Park' };
    const api = serveForm({
      'POST /api/contacts': json(created, 201),
      'GET /api/contacts/n1': json(created),
    });
    openCreate();
    await type('First name', ' Cleo ');
    await type('Last name', 'Park');
    await type('Email', 'cleo@example.com');
    await type('Address', '2 High St');
    await type('Notes', 'Allergic to latex');
    await user().type(field('Tags'), 'new{enter}');
    await chooseOption('Source', 'Referral');
    await user().click(field('Marketing consent'));
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cleo Park' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/contacts')[0]?.body).toEqual({
      firstName: 'Cleo',
      lastName: 'Park',
      email: 'cleo@example.com',
      phone: '',
      address: '2 High St',
      notes: 'Allergic to latex',
      tags: ['new'],
      source: 'referral',
      marketingConsent: true,
      image_32x32: '',
    });
    expect(api.requests()).toContain('GET /api/contacts/n1');
  });

  it("shows the server's refusals under their fields", async () => {
    serveForm({
      'POST /api/contacts': fieldProblem({ email: 'taken', image_32x32: 'invalid_format' }),
    });
    openCreate();
    await user().type(field('First name'), 'Ann');
    await user().type(field('Email'), 'ann@example.com');
    await submit();
    // in the user's language, never the server's English
    expect(await screen.findByText('This is already taken')).toBeInTheDocument();
    expect(screen.getByText('This is not in the right format')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the contact could not be saved when the server fails', async () => {
    serveForm({ 'POST /api/contacts': problem(500, 'internal') });
    openCreate();
    await user().type(field('First name'), 'Ann');
    await submit();
    expect(await screen.findByText('The contact could not be saved. Something went wrong on our side. Try again in a moment.')).toBeInTheDocument();
  });
});

describe('the contact edit form', () => {
  const openEdit = () => renderMicroAppAt(microApp, `/app/contacts/${ID}/edit`);

  it('shows the contact in the form', async () => {
    serveForm({ [`GET /api/contacts/${ID}`]: json(ann) });
    openEdit();
    expect(await screen.findByDisplayValue('Ann')).toBe(field('First name'));
    expect(field('Phone')).toHaveValue('(555) 123-4567');
    expect(field('Marketing consent')).toBeChecked();
  });

  it('saves the changes and goes back to the contact', async () => {
    let stored = ann;
    const api = serveForm({
      [`GET /api/contacts/${ID}`]: () => json(stored),
      [`PATCH /api/contacts/${ID}`]: (call) => {
        stored = { ...stored, ...(call.body as Partial<Contact>) };
        return json(stored);
      },
    });
    openEdit();
    await screen.findByDisplayValue('Lee');
    await user().clear(field('Last name'));
    await type('Last name', 'Park');
    await user().click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Park' })).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/contacts/${ID}`)[0]?.body).toMatchObject({ lastName: 'Park', phone: '5551234567', tags: ['vip'] });
  });

  it('is the customer form of the demo at /app/management/customers/{id}/edit, going back to the customer', async () => {
    serveForm({ [`GET /api/contacts/${ID}`]: json(ann) });
    renderMicroAppAt(microApp, `/app/management/customers/${ID}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit customer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/app/management/customers/${ID}`);
  });

  it('looks for duplicates other than the contact itself', async () => {
    const api = serveForm({ [`GET /api/contacts/${ID}`]: json(ann) });
    openEdit();
    await screen.findByDisplayValue('Lee');
    await waitFor(() =>
      expect(api.callsTo('GET /api/contacts/duplicates')[0]?.query).toEqual({ email: 'ann@example.com', phone: '5551234567', excludeId: ID }),
    );
  });
});
