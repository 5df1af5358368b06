import { sessionStore, type FeedItem } from '@frontdesk/shared';
import { aUser, fieldProblem, json, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

// /app/social/feed and /app/social/profile (issue 35 §4): the business's activity, newest first,
// each linking to its thing; posting; the signed-in member's profile and their own activity.

const none = { subject: '', body: '', html: null, source: null, startsAt: null, amountMinor: null, currency: null, receiptNumber: null };
const ana = { id: 'u1', name: 'Ana Diaz' };
const post: FeedItem = { ...none, kind: 'post', id: 'p1', at: '2026-11-28T10:00:00.000Z', actor: ana, body: 'Welcome, Sol!' };
const sale: FeedItem = {
  ...none,
  kind: 'sale',
  id: 't1',
  at: '2026-11-28T09:00:00.000Z',
  actor: ana,
  subject: 'Marta Núñez',
  amountMinor: 2500,
  currency: 'USD',
  receiptNumber: 42,
};
const online: FeedItem = {
  ...none,
  kind: 'booking',
  id: 'b1',
  at: '2026-11-28T08:00:00.000Z',
  actor: null,
  subject: 'Leo Park',
  source: 'online',
  startsAt: '2026-12-01T15:00:00.000Z',
};
const rich: FeedItem = { ...post, id: 'p0', at: '2026-11-27T08:00:00.000Z', body: 'Bold news', html: '<p><strong>Bold</strong> news</p>' };

const user = () => userEvent.setup();

afterEach(() => sessionStore.signOut());

describe('the social feed', () => {
  it('shows the activity newest first, each linking to its receipt or booking, and more on asking', async () => {
    sessionStore.signIn(aUser());
    const api = serveApi({
      'GET /api/social/feed': (call) => json(call.query.before ? { items: [rich], next: null } : { items: [post, sale, online], next: 'c2' }),
    });
    renderMicroAppAt(microApp, '/app/social/feed');
    expect(await screen.findByText('Welcome, Sol!')).toBeInTheDocument();
    expect(screen.getByText('Ana Diaz took a sale from Marta Núñez')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt #42 · $25.00' })).toHaveAttribute('href', '/app/receipt/t1');
    expect(screen.getByText('Leo Park booked online')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the booking' })).toHaveAttribute('href', '/app/bookings/b1');

    await user().click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findByText('Bold')).tagName).toBe('STRONG');
    expect(api.callsTo('GET /api/social/feed').at(-1)?.query).toEqual({ before: 'c2' });
    expect(screen.getByText('That is all.')).toBeInTheDocument();
  });

  it('refuses a blank post without sending it, and shows the API’s refusal under the field', async () => {
    sessionStore.signIn(aUser());
    const api = serveApi({
      'GET /api/social/feed': json({ items: [], next: null }),
      'POST /api/social/posts': fieldProblem({ body: ['too_long', { limit: 2000 }] }),
    });
    renderMicroAppAt(microApp, '/app/social/feed');
    expect(await screen.findByText(/Nothing here yet/)).toBeInTheDocument();
    await user().click(screen.getByLabelText('Write a post'));
    await user().paste('   ');
    await user().click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write something to post')).toBeInTheDocument();
    expect(api.callsTo('POST /api/social/posts')).toHaveLength(0);

    await user().click(screen.getByLabelText('Write a post'));
    await user().paste('Hello team');
    await user().click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(api.callsTo('POST /api/social/posts')[0]?.body).toEqual({ body: '   Hello team' }));
    expect(await screen.findByText('At most 2000 characters')).toBeInTheDocument();
  });
});

describe('the social profile', () => {
  it('shows the signed-in member and only their own activity', async () => {
    sessionStore.signIn(aUser({ bio: 'Groomer since 2019', role: 'staff' }));
    const api = serveApi({ 'GET /api/social/feed': json({ items: [post], next: null }) });
    renderMicroAppAt(microApp, '/app/social/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Diaz' })).toBeInTheDocument();
    expect(screen.getByText('Groomer since 2019')).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(await screen.findByText('Welcome, Sol!')).toBeInTheDocument();
    expect(api.callsTo('GET /api/social/feed')[0]?.query).toEqual({ authorId: 'u1' });
  });
});
