import { runtimeConfig } from '@frontdesk/shared';
import { aContact, currentAddress, fieldProblem, json, never, noContent, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const ID = '3f2b8c1e-5d4a-4b6f-9c2d-1a2b3c4d5e6f';
const ann = aContact({ id: ID, createdAt: '2024-03-05T12:00:00.000Z', lastVisitAt: null });

const openContact = (id = ID) => renderMicroAppAt(microApp, `/app/contacts/${id}`);
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => {
  jest.restoreAllMocks();
  runtimeConfig.set({});
});

describe('ContactPage', () => {
  it('shows a labelled loading state while the contact loads', async () => {
    serveApi({ [`GET /api/contacts/${ID}`]: () => never() });
    openContact();
    expect(await screen.findByRole('status', { name: 'Loading contact…' })).toBeInTheDocument();
  });

  it('asks the API for the contact the address names', async () => {
    const api = serveApi({ [`GET /api/contacts/${ID}`]: json(ann) });
    openContact();
    await heading('Ann Lee');
    // and the business's zone, once (its days are shown on the business's clock: issue 33 §8)
    expect(api.requests().filter((request) => request !== 'GET /api/booking-settings')).toEqual([`GET /api/contacts/${ID}`]);
  });

  it("shows the contact's full name as the page heading", async () => {
    serveApi({ [`GET /api/contacts/${ID}`]: json(ann) });
    openContact();
    expect(await heading('Ann Lee')).toBeInTheDocument();
  });

  it('shows the phone formatted (xxx) xxx-xxxx', async () => {
    serveApi({ [`GET /api/contacts/${ID}`]: json(ann) });
    openContact();
    expect(await screen.findByText('(555) 123-4567')).toBeInTheDocument();
  });

  it('links the email with mailto', async () => {
    serveApi({ [`GET /api/contacts/${ID}`]: json(ann) });
    openContact();
    expect(await screen.findByRole('link', { name: 'ann@example.com' })).toHaveAttribute('href', 'mailto:ann@example.com');
  });

  it('shows the date the contact was added', async () => {
    serveApi({ [`GET /api/contacts/${ID}`]: json(ann) });
    openContact();
    expect(await screen.findByText('Mar 5, 2024')).toBeInTheDocument();
  });

  it('shows the initials when the contact has no picture', async () => {
    serveApi({ [`GET /api/contacts/${ID}`]: json(ann) });
    openContact();
    expect(await screen.findByText('AL')).toBeInTheDocument();
  });

  it.each([
    ['Checkout', `/app/checkout/?contact=${ID}`],
    ['New booking', `/app/bookings/new?contact=${ID}`],
    ['Edit', `/app/contacts/${ID}/edit`],
  ])('links %s to %s', async (name, href) => {
    serveApi({ [`GET /api/contacts/${ID}`]: json(ann) });
    openContact();
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('links Edit to the contact form with the demo flag on too (not into the demo section)', async () => {
    runtimeConfig.set({ demo: true });
    serveApi({ [`GET /api/contacts/${ID}`]: json(ann) });
    openContact();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/app/contacts/${ID}/edit`);
  });

  it("links Edit to the demo's customer form from the demo's customer page", async () => {
    runtimeConfig.set({ demo: true });
    serveApi({ [`GET /api/contacts/${ID}`]: json(ann) });
    renderMicroAppAt(microApp, `/app/management/customers/${ID}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/app/management/customers/${ID}/edit`);
  });

  it('says the contact does not exist on a 404, with a link back to the contacts', async () => {
    serveApi({ [`GET /api/contacts/${ID}`]: problem(404, 'not_found') });
    openContact();
    expect(await heading('This contact does not exist or belongs to another business')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to contacts' })).toHaveAttribute('href', '/app/contacts');
  });

  it('says the contact does not exist for an id the API rejects (400)', async () => {
    serveApi({ 'GET /api/contacts/not-a-uuid': fieldProblem({ contactId: 'invalid_format' }) });
    openContact('not-a-uuid');
    expect(await heading('This contact does not exist or belongs to another business')).toBeInTheDocument();
  });

  it('shows the error, in words, with Retry on a 500', async () => {
    serveApi({ [`GET /api/contacts/${ID}`]: problem(500, 'internal') });
    openContact();
    expect(await screen.findByRole('heading', { name: 'The contact could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks again on Retry and shows the contact', async () => {
    const api = serveApi({ [`GET /api/contacts/${ID}`]: problem(500, 'internal') });
    openContact();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    api.routes[`GET /api/contacts/${ID}`] = json(ann);
    await userEvent.setup().click(retry);
    expect(await heading('Ann Lee')).toBeInTheDocument();
    // the contact twice (the business's zone is read beside it: issue 33 §8)
    expect(api.requests().filter((request) => request !== 'GET /api/booking-settings')).toEqual([`GET /api/contacts/${ID}`, `GET /api/contacts/${ID}`]);
  });

  describe('merge and delete (issue 34 §8)', () => {
    signedInAs({ role: 'admin' });
    const annie = {
      data: {
        results: [
          { data: { id: ID, full_name: 'Ann Lee', email: 'ann@example.com', phone: '', image_32x32: '' } },
          { data: { id: 'c-dup', full_name: 'Annie Lee', email: 'annie@example.com', phone: '', image_32x32: '' } },
        ],
      },
    };

    it('merges a duplicate picked with the contact search into this contact, saying first what moves', async () => {
      const user = userEvent.setup();
      const api = serveApi({
        [`GET /api/contacts/${ID}`]: json(ann),
        'POST /contact/search': json(annie),
        'POST /api/contact-merges': json(ann),
      });
      openContact();
      await heading('Ann Lee');
      await user.click(screen.getByRole('button', { name: 'More' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Merge a duplicate into this contact…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Merge a duplicate into Ann Lee' });
      expect(dialog).toHaveTextContent('Its bookings, sales, deposits, assets, reminders and visits move to Ann Lee.');
      await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
      expect(await within(dialog).findByText('Choose the duplicate')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('combobox', { name: 'The duplicate' }));
      await user.paste('annie');
      const offered = await screen.findByRole('option', { name: /Annie Lee/ });
      // the contact itself is not offered
      expect(screen.queryByRole('option', { name: /^Ann Lee/ })).not.toBeInTheDocument();
      await user.click(offered);
      await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
      await waitFor(() => expect(api.callsTo('POST /api/contact-merges')[0]?.body).toEqual({ contactId: ID, duplicateId: 'c-dup' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('deletes the contact once confirmed, and says why one with deposits is not deleted', async () => {
      const user = userEvent.setup();
      const api = serveApi({ [`GET /api/contacts/${ID}`]: json(ann), [`DELETE /api/contacts/${ID}`]: problem(409, 'in_use') });
      openContact();
      await heading('Ann Lee');
      await user.click(screen.getByRole('button', { name: 'More' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete contact…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Ann Lee?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'A contact with deposits on record is not deleted: merge them into another contact instead.',
      );
      expect(api.callsTo(`DELETE /api/contacts/${ID}`)).toHaveLength(1);
      api.routes[`DELETE /api/contacts/${ID}`] = noContent();
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(currentAddress()).toBe('/app/contacts'));
    });
  });
});
