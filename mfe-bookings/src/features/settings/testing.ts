import { json, renderMicroAppAt, serveApi, type Reply } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import { aBookableService, bookingSettings } from '../../common/testing';
import { microApp } from '../../microApp';

// The online booking page's tests: its answers and its address.

export const haircut = aBookableService();
export const shave = aBookableService({ id: 'service-2', name: 'Shave', bookableOnline: false });

/** The page's reads (the settings, the services), plus what a test adds. */
export function serveSettings(extra: Record<string, Reply> = {}) {
  return serveApi({
    'GET /api/booking-settings': json(bookingSettings()),
    'GET /api/bookable-services': json({ items: [haircut, shave], currency: 'USD', timeZone: 'America/New_York' }),
    ...extra,
  });
}

export const viewSettings = () => renderMicroAppAt(microApp, '/app/online_booking');

/** the settings are loaded into their form */
export const settingsLoaded = () => screen.findByRole('switch', { name: 'Online booking' });
