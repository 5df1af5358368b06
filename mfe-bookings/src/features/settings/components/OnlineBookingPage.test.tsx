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

  it('copies the embed code, says so, and opens the booking page in a new tab', async () => {
    serveSettings();
    view();
    const snippet = `<iframe src="${window.location.origin}/book?business=business-1&embedded=true" title="Book online" style="width:100%;min-height:720px;border:0" loading="lazy"></iframe>`;
    expect(await screen.findByLabelText('Embed code')).toHaveTextContent(snippet);
    // user-event's clipboard stands in for the browser's
    const copy = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(copy).toHaveBeenCalledWith(snippet);
    const open = screen.getByRole('link', { name: 'Open the booking page' });
    expect(open).toHaveAttribute('href', '/book?business=business-1');
    expect(open).toHaveAttribute('target', '_blank');
  });
});
