import { bus } from '@frontdesk/shared';
import { chooseOption, fieldProblem, json, problem } from '@frontdesk/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { bookingSettings } from '../../../common/testing';
import { serveSettings, settingsAdmin, settingsLoaded, viewSettings } from '../testing';

const admin = settingsAdmin();

describe('OnlineBookingPage', () => {
  it('saves the rules: on/off, time zone, lead time, horizon, slot step, cut-off, reminder, moves outside hours and deposits', async () => {
    const api = serveSettings({ 'PATCH /api/booking-settings': json(bookingSettings({ onlineEnabled: false })) });
    const emit = jest.spyOn(bus, 'emit');
    viewSettings();
    await settingsLoaded();
    expect(screen.getByRole('switch', { name: 'Online booking' })).toBeChecked();
    await admin.user.click(screen.getByRole('switch', { name: 'Online booking' }));
    // typed before the list opens: it shows only the zones that match
    await act(() => screen.getByRole('combobox', { name: 'Time zone' }).focus());
    await admin.user.keyboard('Chicago');
    await admin.user.click(await screen.findByRole('option', { name: 'America/Chicago' }));
    await admin.fill(screen.getByLabelText('Lead time (minutes)'), '120');
    await admin.fill(screen.getByLabelText('How far ahead (days)'), '90');
    await chooseOption('Slot step', '30 min');
    await admin.fill(screen.getByLabelText('Cancellation cut-off (hours)'), '12');
    await admin.fill(screen.getByLabelText('Reminder (hours before)'), '0');
    await admin.user.click(screen.getByRole('radio', { name: 'Ask the desk to confirm' }));
    await admin.user.click(screen.getByRole('radio', { name: 'Ask no deposit online' }));
    // what customers will read follows the form as it stands: the new cut-off and policy
    expect(
      screen.getByText(/Customers read, before they pay and when they cancel: “Cancel at least 12 hours before and your \$20\.00 deposit is refunded/),
    ).toBeInTheDocument();
    await admin.user.click(screen.getByRole('radio', { name: 'Keep it as their credit' }));
    expect(screen.getByText(/“Cancel at least 12 hours before and your \$20\.00 deposit is kept as your credit for a later visit\./)).toBeInTheDocument();
    await admin.user.click(screen.getByRole('button', { name: 'Save' }));
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
    viewSettings();
    await settingsLoaded();
    expect(screen.getByText(/whether it was booked online or at the desk/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/booking-settings/reminder-preview')).toHaveLength(0);
    await admin.user.click(screen.getByRole('button', { name: 'See the reminder email' }));
    const mail = await screen.findByRole('region', { name: 'The reminder email' });
    expect(mail).toHaveTextContent('Subject: Reminder: your booking with Sunny Paws');
    expect(mail).toHaveTextContent('This is a reminder of your booking with Sunny Paws. Service: Haircut');
  });

  it('refuses an empty lead time before sending', async () => {
    const api = serveSettings();
    viewSettings();
    await settingsLoaded();
    await admin.user.clear(screen.getByLabelText('Lead time (minutes)'));
    await admin.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole number from 0 to 20,160')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/booking-settings')).toEqual([]);
  });

  it("refuses a value out of range with its field's message, keeping what was typed, and sends nothing", async () => {
    const api = serveSettings();
    viewSettings();
    await settingsLoaded();
    for (const [label, typed, message] of [
      ['Lead time (minutes)', '-5', 'A whole number from 0 to 20,160'],
      // letters stay, said the same way (they vanished on leaving the field)
      ['Lead time (minutes)', 'abc', 'A whole number from 0 to 20,160'],
      ['How far ahead (days)', '0', 'A whole number from 1 to 365'],
      ['Reminder (hours before)', '9999', 'A whole number from 0 to 336'],
    ] as const) {
      const field = screen.getByLabelText(label);
      await admin.user.clear(field);
      await admin.user.type(field, typed);
      await admin.user.tab();
      // never changed to the nearest allowed value behind the owner's back
      expect(field).toHaveValue(typed);
      await admin.user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('PATCH /api/booking-settings')).toEqual([]);
  });

  it("places the API's refusal under its field, and a staff user's refusal in the platform's words", async () => {
    const api = serveSettings({ 'PATCH /api/booking-settings': fieldProblem({ horizonDays: ['too_large', { max: 365 }] }) });
    viewSettings();
    await settingsLoaded();
    await admin.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('How far ahead (days)')).toHaveAttribute('aria-invalid', 'true'));
    api.routes['PATCH /api/booking-settings'] = problem(403, 'admin_only');
    await admin.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Only an admin can do that.')).toBeInTheDocument();
  });

  it('says the settings could not be loaded', async () => {
    serveSettings({ 'GET /api/booking-settings': problem(500, 'internal') });
    viewSettings();
    expect(await screen.findByText('The booking settings could not be loaded')).toBeInTheDocument();
  });
});
