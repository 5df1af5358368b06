import { api, type BookingSettings, type BookingSettingsPatch } from '@frontdesk/shared';

// Online booking's settings are read through shared's bookingSettingsQuery; this is their change.

/** PATCH /api/booking-settings (admins): any of them; the time zone must be an IANA zone. */
export const updateBookingSettings = (patch: BookingSettingsPatch) => api.patch('api/booking-settings', { json: patch }).json<BookingSettings>();
