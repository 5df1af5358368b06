import { bus } from '@frontdesk/shared';
import { chooseOption, fieldProblem, json, problem, renderMicroAppAt, serveApi, signedInAs, type Reply } from '@frontdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBookableService, bookingSettings } from '../../../common/testing';
import { microApp } from '../../../microApp';

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });

const haircut = aBookableService();
const shave = aBookableService({ id: 'service-2', name: 'Shave', bookableOnline: false });

function serveSettings(extra: Record<string, Reply> = {}) {
  return serveApi({
    'GET /api/booking-settings': json(bookingSettings()),
    'GET /api/bookable-services': json({ items: [haircut, shave], currency: 'USD', timeZone: 'America/New_York' }),
    ...extra,
  });
}

const view = () => renderMicroAppAt(microApp, '/app/online_booking');
/** the settings are loaded into their form */
const loaded = () => screen.findByRole('switch', { name: 'Online booking' });

async function fill(field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

describe('OnlineBookingPage', () => {
  it('saves the rules: on/off, time zone, lead time, horizon, slot step, cut-off, reminder, moves outside hours and deposits', async () => {
    const api = serveSettings({ 'PATCH /api/booking-settings': json(bookingSettings({ onlineEnabled: false })) });
    const emit = jest.spyOn(bus, 'emit');
    view();
    await loaded();
    expect(screen.getByRole('switch', { name: 'Online booking' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Online booking' }));
    // typed before the list opens: it shows only the zones that match
    await act(() => screen.getByRole('combobox', { name: 'Time zone' }).focus());
    await user.keyboard('Chicago');
    await user.click(await screen.findByRole('option', { name: 'America/Chicago' }));
    await fill(screen.getByLabelText('Lead time (minutes)'), '120');
    await fill(screen.getByLabelText('How far ahead (days)'), '90');
    await chooseOption('Slot step', '30 min');
    await fill(screen.getByLabelText('Cancellation cut-off (hours)'), '12');
    await fill(screen.getByLabelText('Reminder (hours before)'), '0');
    await user.click(screen.getByRole('radio', { name: 'Ask the desk to confirm' }));
    await user.click(screen.getByRole('radio', { name: 'Ask no deposit online' }));
    // what customers will read follows the form as it stands: the new cut-off and policy
    expect(
      screen.getByText(/Customers read, before they pay and when they cancel: “Cancel at least 12 hours before and your \$20\.00 deposit is refunded/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Keep it as their credit' }));
    expect(screen.getByText(/“Cancel at least 12 hours before and your \$20\.00 deposit is kept as your credit for a later visit\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/booking-settings')[0]?.body).toEqual({
        onlineEnabled: false,
        timeZone: 'America/Chicago',
        leadMinutes: 120,
        horizonDays: 90,
        slotStepMinutes: 30,
        cancelCutoffHours: 12,
        reminderHours: 0,
        onlineDeposits: 'none',
        depositOnCancel: 'credit',
        outsideHours: 'ask',
      }),
    );
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'Booking settings saved' }));
  });

  it('shows the reminder email every booking gets, as the API writes it, once asked', async () => {
    const api = serveSettings({
      'GET /api/booking-settings/reminder-preview': json({
        subject: 'Reminder: your booking with Sunny Paws',
        text: 'This is a reminder of your booking with Sunny Paws.\n\nService: Haircut',
      }),
    });
    view();
    await loaded();
    expect(screen.getByText(/whether it was booked online or at the desk/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/booking-settings/reminder-preview')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'See the reminder email' }));
    const mail = await screen.findByRole('region', { name: 'The reminder email' });
    expect(mail).toHaveTextContent('Subject: Reminder: your booking with Sunny Paws');
    expect(mail).toHaveTextContent('This is a reminder of your booking with Sunny Paws. Service: Haircut');
  });

  it('refuses an empty lead time before sending', async () => {
    const api = serveSettings();
    view();
    await loaded();
    await user.clear(screen.getByLabelText('Lead time (minutes)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole number from 0 to 20,160')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/booking-settings')).toEqual([]);
  });

  it("refuses a value out of range with its field's message, keeping what was typed, and sends nothing", async () => {
    const api = serveSettings();
    view();
    await loaded();
    for (const [label, typed, message] of [
      ['Lead time (minutes)', '-5', 'A whole number from 0 to 20,160'],
      // letters stay, said the same way (they vanished on leaving the field)
      ['Lead time (minutes)', 'abc', 'A whole number from 0 to 20,160'],
      ['How far ahead (days)', '0', 'A whole number from 1 to 365'],
      ['Reminder (hours before)', '9999', 'A whole number from 0 to 336'],
    ] as const) {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.type(field, typed);
      await user.tab();
      // never changed to the nearest allowed value behind the owner's back
      expect(field).toHaveValue(typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('PATCH /api/booking-settings')).toEqual([]);
  });

  it("places the API's refusal under its field, and a staff user's refusal in the platform's words", async () => {
    const api = serveSettings({ 'PATCH /api/booking-settings': fieldProblem({ horizonDays: ['too_large', { max: 365 }] }) });
    view();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('How far ahead (days)')).toHaveAttribute('aria-invalid', 'true'));
    api.routes['PATCH /api/booking-settings'] = problem(403, 'admin_only');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Only an admin can do that.')).toBeInTheDocument();
  });

  it('says the settings could not be loaded', async () => {
    serveSettings({ 'GET /api/booking-settings': problem(500, 'internal') });
    view();
    expect(await screen.findByText('The booking settings could not be loaded')).toBeInTheDocument();
  });

  it("switches which services are offered online, each service's own rule", async () => {
    const api = serveSettings({
      'PATCH /api/bookable-services/service-1': json({ ...haircut, bookableOnline: false }),
      'PATCH /api/bookable-services/service-2': json({ ...shave, bookableOnline: true }),
    });
    view();
    const list = await screen.findByRole('list', { name: 'Services offered online' });
    expect(within(list).getByRole('switch', { name: 'Offer Haircut online' })).toBeChecked();
    expect(within(list).getByRole('switch', { name: 'Offer Shave online' })).not.toBeChecked();
    await user.click(within(list).getByRole('switch', { name: 'Offer Shave online' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/bookable-services/service-2')[0]?.body).toEqual({ bookableOnline: true }));
    await user.click(within(list).getByRole('switch', { name: 'Offer Haircut online' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/bookable-services/service-1')[0]?.body).toEqual({ bookableOnline: false }));
    expect(screen.getByRole('link', { name: 'Manage the services' })).toHaveAttribute('href', '/app/services');
  });

  it('hands the page on: its link copied, a QR code of it, and the embed code that sizes its frame to the page', async () => {
    serveSettings();
    view();
    const origin = window.location.origin;
    const link = await screen.findByRole('textbox', { name: 'Booking page link' });
    expect(link).toHaveValue(`${origin}/book?business=business-1`);
    // user-event's clipboard stands in for the browser's
    const copy = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy Booking page link' }));
    expect(copy).toHaveBeenLastCalledWith(`${origin}/book?business=business-1`);
    expect(within(link.parentElement!).getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByLabelText('QR code of your booking page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the QR code' })).toBeEnabled();

    const code = screen.getByLabelText('Embed code').textContent ?? '';
    expect(code).toContain(`<iframe id="frontdesk-booking" src="${origin}/book?business=business-1&embedded=true" title="Book online"`);
    await user.click(screen.getByRole('button', { name: 'Copy the embed code' }));
    expect(copy).toHaveBeenLastCalledWith(code);

    // the snippet's script, run as a business's site would: the frame takes the height its page says, from that frame and origin only
    document.body.insertAdjacentHTML('beforeend', code.split('\n')[0]!);
    const frame = document.getElementById('frontdesk-booking') as HTMLIFrameElement;
    new Function(code.split('\n')[1]!.replace(/^<script>|<\/script>$/g, ''))();
    const say = (data: unknown, from: { origin?: string; source?: Window | null } = {}) =>
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: from.origin ?? origin, source: from.source === undefined ? frame.contentWindow : from.source }),
      );
    say({ type: 'frontdesk:height', height: 1570 });
    expect(frame.style.height).toBe('1570px');
    say({ type: 'frontdesk:height', height: 90 }, { origin: 'https://elsewhere.example' });
    say({ type: 'frontdesk:height', height: 90 }, { source: window });
    say({ type: 'frontdesk:height', height: '90px; display:none' });
    expect(frame.style.height).toBe('1570px');
    frame.remove();

    const open = screen.getByRole('link', { name: 'Open the booking page' });
    expect(open).toHaveAttribute('href', '/book?business=business-1');
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('saves what the page shows of the business: its address, phone and logo (a chosen logo sent, a removed one sent as none)', async () => {
    const api = serveSettings({
      'GET /api/booking-settings': json(bookingSettings({ logoUrl: '/api/book/businesses/business-1/logo?v=0123456789abcdef' })),
      'PATCH /api/booking-settings': json(bookingSettings({ pageAddress: '12 Main St', pagePhone: '555 0100' })),
    });
    view();
    expect(await screen.findByRole('img', { name: 'Your logo' })).toHaveAttribute('src', '/api/book/businesses/business-1/logo?v=0123456789abcdef');
    await fill(screen.getByLabelText('Address'), '12 Main St');
    await fill(screen.getByLabelText('Phone'), '555 0100');
    const form = screen.getByRole('form', { name: 'What your booking page shows' });
    await user.click(within(form).getByRole('button', { name: 'Save the page' }));
    // the logo left as it was is not sent
    await waitFor(() => expect(api.callsTo('PATCH /api/booking-settings')[0]?.body).toEqual({ pageAddress: '12 Main St', pagePhone: '555 0100' }));
    await user.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(within(form).queryByRole('img', { name: 'Your logo' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save the page' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/booking-settings')[1]?.body).toEqual({ pageAddress: '12 Main St', pagePhone: '555 0100', logo: null }));
  });
});
