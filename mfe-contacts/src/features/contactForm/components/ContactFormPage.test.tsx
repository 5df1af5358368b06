import type { Contact } from '@frontdesk/shared';
import { renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { chooseOption } from '../../contact/testing/antd';
import { answer, problem, serveApi, type Reply } from '../../contact/testing/mockApi';

const ID = '3f2b8c1e-5d4a-4b6f-9c2d-1a2b3c4d5e6f';

const ann: Contact = {
  id: ID,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '5551234567',
  address: '1 Main St',
  notes: 'Prefers mornings',
  tags: ['vip'],
  source: 'referral',
  marketingConsent: true,
  image_32x32: '',
  createdAt: '2024-03-05T12:00:00.000Z',
  updatedAt: '2024-03-05T12:00:00.000Z',
  lastVisitAt: null,
};

function serveForm(routes: Record<string, Reply> = {}) {
  return serveApi({
    'GET /api/contacts/tags': answer({ tags: [{ tag: 'vip', count: 2 }] }),
    'GET /api/contacts/duplicates': answer({ duplicates: [] }),
    ...routes,
  });
}

const user = () => userEvent.setup();
const openCreate = () => renderMicroAppAt(microApp, '/app/contacts/create');
const field = (label: string) => screen.getByLabelText(label);
/** Puts a whole text in a field at once (typing every letter of every field is slow in jsdom). */
async function fill(label: string, text: string) {
  await user().click(field(label));
  await user().paste(text);
}
const submit = () => user().click(screen.getByRole('button', { name: 'Create contact' }));

// antd's tables, selects and forms render slowly in jsdom: room beyond the default 20 s on a busy machine
jest.setTimeout(40_000);

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
    const api = serveForm({ 'POST /api/contacts': answer({ ...ann, id: 'n1', firstName: '' }, 201), [`GET /api/contacts/n1`]: answer({ ...ann, id: 'n1', firstName: '' }) });
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
      'POST /api/contacts': answer({ ...ann, id: 'n1' }, 201),
      'GET /api/contacts/n1': answer({ ...ann, id: 'n1' }),
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
      'GET /api/contacts/duplicates': answer({
        duplicates: [{ id: 'c9', fullName: 'Ann Lee', email: 'ann@example.com', phone: '', matches: ['email'] }],
      }),
    });
    openCreate();
    await user().type(field('Email'), 'Ann@example.com');
    expect(await screen.findByText('Another contact has this email:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/app/contacts/c9');
    expect(api.callsTo('GET /api/contacts/duplicates').map((c) => c.query)).toEqual([{ email: 'ann@example.com' }]);
  });

  it('warns about another contact with the same phone', async () => {
    serveForm({
      'GET /api/contacts/duplicates': answer({
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
      'POST /api/contacts': answer(created, 201),
      'GET /api/contacts/n1': answer(created),
    });
    openCreate();
    await fill('First name', ' Cleo ');
    await fill('Last name', 'Park');
    await fill('Email', 'cleo@example.com');
    await fill('Address', '2 High St');
    await fill('Notes', 'Allergic to latex');
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
  }, 45_000);

  it("shows the server's refusals under their fields", async () => {
    serveForm({
      'POST /api/contacts': problem(400, 'Bad Request', { errors: { email: 'This email is not accepted', image_32x32: 'Enter an http(s) address' } }),
    });
    openCreate();
    await user().type(field('First name'), 'Ann');
    await user().type(field('Email'), 'ann@example.com');
    await submit();
    expect(await screen.findByText('This email is not accepted')).toBeInTheDocument();
    expect(screen.getByText('Enter an http(s) address')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the contact could not be saved when the server fails', async () => {
    serveForm({ 'POST /api/contacts': problem(500, 'Internal Server Error') });
    openCreate();
    await user().type(field('First name'), 'Ann');
    await submit();
    expect(await screen.findByText('The contact could not be saved')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Try again in a moment.')).toBeInTheDocument();
  });
});

describe('the contact edit form', () => {
  const openEdit = () => renderMicroAppAt(microApp, `/app/contacts/${ID}/edit`);

  it('shows the contact in the form', async () => {
    serveForm({ [`GET /api/contacts/${ID}`]: answer(ann) });
    openEdit();
    expect(await screen.findByDisplayValue('Ann')).toBe(field('First name'));
    expect(field('Phone')).toHaveValue('(555) 123-4567');
    expect(field('Marketing consent')).toBeChecked();
  });

  it('saves the changes and goes back to the contact', async () => {
    let stored = ann;
    const api = serveForm({
      [`GET /api/contacts/${ID}`]: () => answer(stored),
      [`PATCH /api/contacts/${ID}`]: (call) => {
        stored = { ...stored, ...(call.body as Partial<Contact>) };
        return answer(stored);
      },
    });
    openEdit();
    await screen.findByDisplayValue('Lee');
    await user().clear(field('Last name'));
    await fill('Last name', 'Park');
    await user().click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Park' })).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/contacts/${ID}`)[0]?.body).toMatchObject({ lastName: 'Park', phone: '5551234567', tags: ['vip'] });
  });

  it('is the customer form of the demo at /app/management/customers/{id}/edit, going back to the customer', async () => {
    serveForm({ [`GET /api/contacts/${ID}`]: answer(ann) });
    renderMicroAppAt(microApp, `/app/management/customers/${ID}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit customer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/app/management/customers/${ID}`);
  });

  it('looks for duplicates other than the contact itself', async () => {
    const api = serveForm({ [`GET /api/contacts/${ID}`]: answer(ann) });
    openEdit();
    await screen.findByDisplayValue('Lee');
    await waitFor(() =>
      expect(api.callsTo('GET /api/contacts/duplicates')[0]?.query).toEqual({ email: 'ann@example.com', phone: '5551234567', excludeId: ID }),
    );
  });
});
