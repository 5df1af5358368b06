import { runtimeConfig, type Contact } from '@frontdesk/shared';
import { renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const ID = '3f2b8c1e-5d4a-4b6f-9c2d-1a2b3c4d5e6f';

const ann: Contact = {
  id: ID,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '5551234567',
  address: '',
  notes: '',
  tags: [],
  source: 'walk_in',
  marketingConsent: false,
  image_32x32: '',
  createdAt: '2024-03-05T12:00:00.000Z',
  updatedAt: '2024-03-05T12:00:00.000Z',
  lastVisitAt: null,
};

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, title: string) =>
  answer({ type: 'about:blank', title, status, detail: title }, status);

let fetchMock: jest.SpiedFunction<typeof fetch>;

/** Answers the requests in turn, the last answer for any after it. */
function serve(...answers: (() => Response | Promise<Response>)[]) {
  let n = 0;
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const next = answers[Math.min(n, answers.length - 1)];
    n += 1;
    if (!next) throw new Error('no answer set');
    return next();
  });
}
const requests = () =>
  fetchMock.mock.calls.map(([input]) => `${(input as Request).method} ${new URL((input as Request).url).pathname}`);

const renderAt = (path: string) => renderMicroAppAt(microApp, path);
const openContact = (id = ID) => renderAt(`/app/contacts/${id}`);
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => {
  jest.restoreAllMocks();
  runtimeConfig.set({});
});

describe('ContactPage', () => {
  it('shows a labelled loading state while the contact loads', () => {
    serve(() => new Promise<Response>(() => undefined));
    openContact();
    expect(screen.getByRole('status', { name: 'Loading contact…' })).toBeInTheDocument();
  });

  it('asks the API for the contact the address names', async () => {
    serve(() => answer(ann));
    openContact();
    await heading('Ann Lee');
    expect(requests()).toEqual([`GET /api/contacts/${ID}`]);
  });

  it("shows the contact's full name as the page heading", async () => {
    serve(() => answer(ann));
    openContact();
    expect(await heading('Ann Lee')).toBeInTheDocument();
  });

  it('shows the phone formatted (xxx) xxx-xxxx', async () => {
    serve(() => answer(ann));
    openContact();
    expect(await screen.findByText('(555) 123-4567')).toBeInTheDocument();
  });

  it('links the email with mailto', async () => {
    serve(() => answer(ann));
    openContact();
    expect(await screen.findByRole('link', { name: 'ann@example.com' })).toHaveAttribute(
      'href',
      'mailto:ann@example.com',
    );
  });

  it('shows the date the contact was added', async () => {
    serve(() => answer(ann));
    openContact();
    expect(await screen.findByText('March 5, 2024')).toBeInTheDocument();
  });

  it('shows the initials when the contact has no picture', async () => {
    serve(() => answer(ann));
    openContact();
    expect(await screen.findByText('AL')).toBeInTheDocument();
  });

  it.each([
    ['Checkout', `/app/checkout/?contact=${ID}`],
    ['New booking', `/app/bookings/new?contact=${ID}`],
    ['Edit', `/app/contacts/${ID}/edit`],
  ])('links %s to %s', async (name, href) => {
    serve(() => answer(ann));
    openContact();
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('links Edit to the customer form when the demo flag is on', async () => {
    runtimeConfig.set({ demo: true });
    serve(() => answer(ann));
    openContact();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/app/management/customers/${ID}/edit`);
  });

  it('says the contact does not exist on a 404, with a link back to the contacts', async () => {
    serve(() => problem(404, 'Not Found'));
    openContact();
    expect(await heading('This contact does not exist or belongs to another business')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to contacts' })).toHaveAttribute('href', '/app/contacts');
  });

  it('says the contact does not exist for an id the API rejects (400)', async () => {
    serve(() => problem(400, 'Bad Request'));
    openContact('not-a-uuid');
    expect(await heading('This contact does not exist or belongs to another business')).toBeInTheDocument();
  });

  it('shows the error with Retry on a 500', async () => {
    serve(() => problem(500, 'Internal Server Error'));
    openContact();
    expect(await heading('The contact could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks again on Retry and shows the contact', async () => {
    serve(
      () => problem(500, 'Internal Server Error'),
      () => answer(ann),
    );
    openContact();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await heading('Ann Lee')).toBeInTheDocument();
    expect(requests()).toEqual([`GET /api/contacts/${ID}`, `GET /api/contacts/${ID}`]);
  });
});
