import { api, queryOptions, type BookingSettings, type BookingSettingsPatch, type MailPreview } from '@frontdesk/shared';

// Online booking's settings are read through shared's bookingSettingsQuery; this is their change,
// and the reminder email they send.

/** PATCH /api/booking-settings (admins): any of them; the time zone must be an IANA zone. */
export const updateBookingSettings = (patch: BookingSettingsPatch) => api.patch('api/booking-settings', { json: patch }).json<BookingSettings>();

/** GET /api/booking-settings/reminder-preview: the reminder every booking's customer gets, filled with a sample booking. */
export const reminderPreviewQuery = () =>
  queryOptions({
    queryKey: ['booking-settings', 'reminder-preview'],
    queryFn: ({ signal }) => api.get('api/booking-settings/reminder-preview', { signal }).json<MailPreview>(),
  });
