import { sessionStore, type ChatThread } from '@frontdesk/shared';
import { aUser, chooseOption, json, noContent, renderMicroAppAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

// /app/chat: one-to-one messages between the staff of a business (issue 35 §2).

const KEY = '7d0f5c2e-1111-4222-8333-944444444444';
const me = aUser({ id: 'u1', firstName: 'Ana', lastName: 'Diaz' });
const thread: ChatThread = {
  threadKey: KEY,
  type: 'ONE_TO_ONE',
  participantIds: ['u1', 'u2'],
  participants: [
    { id: 'u1', name: 'Ana Diaz', avatar: '' },
    { id: 'u2', name: 'Bo Lee', avatar: '' },
  ],
  unreadCount: 2,
  messages: [
    { id: 'm1', threadKey: KEY, userId: 'u1', body: 'Can you open at 9?', contentType: 'text', attachments: [], createdAt: '2026-11-28T08:00:00.000Z' },
    { id: 'm2', threadKey: KEY, userId: 'u2', body: 'Yes', contentType: 'text', attachments: [], createdAt: '2026-11-28T08:01:00.000Z' },
    {
      id: 'm3',
      threadKey: KEY,
      userId: 'u2',
      body: '',
      contentType: 'image',
      attachments: ['/api/chat/attachments/a1'],
      createdAt: '2026-11-28T08:02:00.000Z',
    },
  ],
};
const serveChat = (routes: Routes = {}) =>
  serveApi({
    'GET /api/booking-settings': json({ timeZone: 'UTC' }),
    'GET /api/chat/threads': json({ items: [{ ...thread, messages: thread.messages.slice(-1) }] }),
    'GET /api/chat/thread': json(thread),
    'GET /api/chat/thread/mark-as-seen': noContent(),
    'GET /api/chat/contacts': json({
      items: [
        { id: 'u2', name: 'Bo Lee', avatar: '' },
        { id: 'u3', name: 'Cy Moss', avatar: '' },
      ],
    }),
    ...routes,
  });

beforeEach(() => sessionStore.signIn(me));
afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.signOut();
});

describe('the chat page', () => {
  it('shows the conversation, its images, the unread count, and marks it as seen', async () => {
    const api = serveChat();
    renderMicroAppAt(microApp, `/app/chat/${KEY}`);
    const log = await screen.findByRole('log', { name: 'Messages with Bo Lee' });
    expect(within(log).getByText('Can you open at 9?')).toBeInTheDocument();
    expect(within(log).getByRole('img', { name: 'Image sent by Bo Lee' })).toHaveAttribute('src', '/api/chat/attachments/a1');
    const side = screen.getByRole('navigation', { name: 'Conversations' });
    expect(within(side).getByRole('link', { name: /Bo Lee/ })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByText('2 unread messages')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/chat/thread/mark-as-seen')).toHaveLength(1));
    expect(api.callsTo('GET /api/chat/thread/mark-as-seen')[0]?.query).toEqual({ threadKey: KEY });
  });

  it('sends with Enter, and Shift+Enter starts a new line instead', async () => {
    const api = serveChat({ 'POST /api/chat/messages/new': json({ ...thread.messages[0], id: 'm4', body: 'On my way\nsoon' }, 201) });
    renderMicroAppAt(microApp, `/app/chat/${KEY}`);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'On my way{Shift>}{Enter}{/Shift}soon');
    expect(api.callsTo('POST /api/chat/messages/new')).toHaveLength(0);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/chat/messages/new')).toHaveLength(1));
    expect(api.callsTo('POST /api/chat/messages/new')[0]?.body).toEqual({ threadKey: KEY, body: 'On my way\nsoon', attachments: [] });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('refuses a file that is not an image, saying which, and sends nothing', async () => {
    const api = serveChat();
    renderMicroAppAt(microApp, `/app/chat/${KEY}`);
    await screen.findByRole('log');
    // the picker's own input, by its label (userEvent.upload would drop a PDF by the input's accept before the page could refuse it)
    fireEvent.change(screen.getByLabelText('Images to attach'), { target: { files: [new File(['%PDF-1.4'], 'price-list.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('price-list.pdf is not a PNG, JPEG or WebP image.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(api.callsTo('POST /api/chat/messages/new')).toHaveLength(0);
  });

  it('begins a conversation with a colleague picked by name, then opens it', async () => {
    const NEW_KEY = '8e1f6d3f-2222-4333-8444-a55555555555';
    const api = serveChat({
      'POST /api/chat/messages/new': json({ ...thread.messages[0], id: 'm9', threadKey: NEW_KEY, body: 'Hi Cy' }, 201),
    });
    renderMicroAppAt(microApp, '/app/chat/new');
    await chooseOption(await screen.findByLabelText('To'), 'Cy Moss');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi Cy{Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/chat/messages/new')).toHaveLength(1));
    expect(api.callsTo('POST /api/chat/messages/new')[0]?.body).toEqual({ userId: 'u3', body: 'Hi Cy', attachments: [] });
    await waitFor(() => expect(api.callsTo('GET /api/chat/thread').some((call) => call.query.threadKey === NEW_KEY)).toBe(true));
  });
});
