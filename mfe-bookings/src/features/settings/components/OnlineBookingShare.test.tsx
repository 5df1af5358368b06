import { json } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { bookingSettings } from '../../../common/testing';
import { haircut, serveSettings, settingsAdmin, shave, viewSettings } from '../testing';

const admin = settingsAdmin();

describe('OnlineBookingPage: the services offered and the page handed on', () => {
  it("switches which services are offered online, each service's own rule", async () => {
    const api = serveSettings({
      'PATCH /api/bookable-services/service-1': json({ ...haircut, bookableOnline: false }),
      'PATCH /api/bookable-services/service-2': json({ ...shave, bookableOnline: true }),
    });
    viewSettings();
    const list = await screen.findByRole('list', { name: 'Services offered online' });
    expect(within(list).getByRole('switch', { name: 'Offer Haircut online' })).toBeChecked();
    expect(within(list).getByRole('switch', { name: 'Offer Shave online' })).not.toBeChecked();
    await admin.user.click(within(list).getByRole('switch', { name: 'Offer Shave online' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/bookable-services/service-2')[0]?.body).toEqual({ bookableOnline: true }));
    await admin.user.click(within(list).getByRole('switch', { name: 'Offer Haircut online' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/bookable-services/service-1')[0]?.body).toEqual({ bookableOnline: false }));
    expect(screen.getByRole('link', { name: 'Manage the services' })).toHaveAttribute('href', '/app/services');
  });

  it('hands the page on: its link copied, a QR code of it, and the embed code that sizes its frame to the page', async () => {
    serveSettings();
    viewSettings();
    const origin = window.location.origin;
    const link = await screen.findByRole('textbox', { name: 'Booking page link' });
    expect(link).toHaveValue(`${origin}/book?business=business-1`);
    // user-event's clipboard stands in for the browser's
    const copy = jest.spyOn(navigator.clipboard, 'writeText');
    await admin.user.click(screen.getByRole('button', { name: 'Copy Booking page link' }));
    expect(copy).toHaveBeenLastCalledWith(`${origin}/book?business=business-1`);
    expect(within(link.parentElement!).getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByLabelText('QR code of your booking page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the QR code' })).toBeEnabled();

    const code = screen.getByLabelText('Embed code').textContent ?? '';
    expect(code).toContain(`<iframe id="frontdesk-booking" src="${origin}/book?business=business-1&embedded=true" title="Book online"`);
    await admin.user.click(screen.getByRole('button', { name: 'Copy the embed code' }));
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
    viewSettings();
    expect(await screen.findByRole('img', { name: 'Your logo' })).toHaveAttribute('src', '/api/book/businesses/business-1/logo?v=0123456789abcdef');
    await admin.fill(screen.getByLabelText('Address'), '12 Main St');
    await admin.fill(screen.getByLabelText('Phone'), '555 0100');
    const form = screen.getByRole('form', { name: 'What your booking page shows' });
    await admin.user.click(within(form).getByRole('button', { name: 'Save the page' }));
    // the logo left as it was is not sent
    await waitFor(() => expect(api.callsTo('PATCH /api/booking-settings')[0]?.body).toEqual({ pageAddress: '12 Main St', pagePhone: '555 0100' }));
    await admin.user.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(within(form).queryByRole('img', { name: 'Your logo' })).not.toBeInTheDocument();
    await admin.user.click(within(form).getByRole('button', { name: 'Save the page' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/booking-settings')[1]?.body).toEqual({ pageAddress: '12 Main St', pagePhone: '555 0100', logo: null }));
  });
});
