import { SEARCH_DEBOUNCE_MS, registerTranslations } from '@frontdesk/shared';
import { currentAddress, json, problem, renderAt, serveApi } from '@frontdesk/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellTranslations } from '../../../i18n/shell';
import { SearchDrawer, type QuickAddTarget } from './SearchDrawer';

/** Spec §5 and §9: contact search is debounced 200 ms. */

const ann = { id: '7', full_name: 'Ann Lee', email: 'ann@example.com', phone: '5551234567', image_32x32: '' };
const found = (...contacts: (typeof ann)[]) => json({ data: { results: contacts.map((data) => ({ data })), total: contacts.length, more: false } });

function renderDrawer(quickAdd: QuickAddTarget = null) {
  return renderAt(<SearchDrawer open quickAdd={quickAdd} onClose={() => undefined} />, '/app/checkout');
}
const searchBox = () => screen.getByRole('searchbox', { name: 'Search contacts' });

let api: ReturnType<typeof serveApi>;

beforeAll(() => registerTranslations('shell', shellTranslations));

beforeEach(() => {
  jest.useFakeTimers();
  api = serveApi({ 'POST /contact/search': found(ann) });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('SearchDrawer', () => {
  it('says how many match when more do than it lists, links to them all, and opens the first on Enter', async () => {
    const newest = Array.from({ length: 20 }, (_, i) => ({ ...ann, id: `c${i}`, full_name: `Ann ${i}` }));
    api.routes['POST /contact/search'] = json({ data: { results: newest.map((data) => ({ data })), total: 134, more: false } });
    renderDrawer();
    await user().type(searchBox(), 'ann');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(await screen.findByText(/The newest 20 of 134 matches\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See them all in Contacts' })).toHaveAttribute('href', '/app/contacts?q=ann');
    await user().type(searchBox(), '{Enter}');
    expect(currentAddress()).toBe('/app/contacts/c0');
  });

  it('says "more than" past the count the API stops at', async () => {
    api.routes['POST /contact/search'] = json({ data: { results: [{ data: ann }], total: 1000, more: true } });
    renderDrawer();
    await user().type(searchBox(), 'a');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(await screen.findByText(/The newest 1 of more than 1000 matches\./)).toBeInTheDocument();
  });

  it("shows the hint 'Start typing to search...' before any text", () => {
    renderDrawer();
    expect(screen.getByText('Start typing to search...')).toBeInTheDocument();
  });

  it('sends no request while the text is empty', async () => {
    renderDrawer();
    await wait(SEARCH_DEBOUNCE_MS * 3);
    expect(api.calls).toEqual([]);
  });

  it('sends no request for text that is only spaces', async () => {
    renderDrawer();
    await user().type(searchBox(), '   ');
    await wait(SEARCH_DEBOUNCE_MS * 3);
    expect(api.calls).toEqual([]);
    expect(screen.getByText('Start typing to search...')).toBeInTheDocument();
  });

  it('waits until typing has stopped for 200 ms before it searches', async () => {
    renderDrawer();
    await user().type(searchBox(), 'ann');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(api.calls).toEqual([]);
    await wait(1);
    expect(api.calls).toHaveLength(1);
  });

  it('sends one request for the whole word typed', async () => {
    renderDrawer();
    await user().type(searchBox(), 'ann');
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(SEARCH_DEBOUNCE_MS * 3);
    expect(api.calls.map((c) => c.body)).toEqual([{ q: 'ann', include_recently_added: 'true' }]);
  });

  it('posts the search to /contact/search', async () => {
    renderDrawer();
    await user().type(searchBox(), 'ann');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(api.requests()).toEqual(['POST /contact/search']);
  });

  it('shows each result with its phone as (xxx) xxx-xxxx', async () => {
    renderDrawer();
    await user().type(searchBox(), 'ann');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(await screen.findByRole('button', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByText('(555) 123-4567')).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
  });

  it('links a result to checkout and to a new booking for that contact', async () => {
    renderDrawer();
    await user().type(searchBox(), 'ann');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/app/checkout/?contact=7');
    expect(screen.getByRole('link', { name: 'New booking' })).toHaveAttribute('href', '/app/bookings/new?contact=7');
  });

  it('opens the contact when its name is clicked', async () => {
    renderDrawer();
    await user().type(searchBox(), 'ann');
    await wait(SEARCH_DEBOUNCE_MS);
    await user().click(await screen.findByRole('button', { name: 'Ann Lee' }));
    expect(currentAddress()).toBe('/app/contacts/7');
  });

  it('opens asset creation for the picked contact in quick-add mode', async () => {
    renderDrawer({ assetTypeId: '3', typeName: 'Vehicle' });
    await user().type(searchBox(), 'ann');
    await wait(SEARCH_DEBOUNCE_MS);
    await user().click(await screen.findByRole('button', { name: 'Ann Lee' }));
    expect(currentAddress()).toBe('/app/contact/asset_create/7/3');
  });

  it('says so when nothing matches', async () => {
    api.routes['POST /contact/search'] = found();
    renderDrawer();
    await user().type(searchBox(), 'zed');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(await screen.findByText('No contacts match “zed”')).toBeInTheDocument();
  });

  it('says so when the search fails', async () => {
    api.routes['POST /contact/search'] = problem(500, 'internal');
    renderDrawer();
    await user().type(searchBox(), 'ann');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(await screen.findByText('Search is not available right now')).toBeInTheDocument();
  });

  it('shows the hint again when the text is cleared', async () => {
    renderDrawer();
    const u = user();
    await u.type(searchBox(), 'ann');
    await wait(SEARCH_DEBOUNCE_MS);
    await screen.findByText('(555) 123-4567');
    await u.clear(searchBox());
    expect(screen.getByText('Start typing to search...')).toBeInTheDocument();
    expect(screen.queryByText('(555) 123-4567')).not.toBeInTheDocument();
  });
});
