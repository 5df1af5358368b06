import { json, renderMicroAppAt, serveApi, signedInAs, type Reply } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** A test file's admin, signed in, and each test's own user-event; `fill` replaces a field's text as one paste. */
export function settingsAdmin() {
  let user = userEvent.setup();
  beforeEach(() => {
    user = userEvent.setup();
  });
  afterEach(() => jest.restoreAllMocks());
  signedInAs({ role: 'admin' });
  return {
    get user() {
      return user;
    },
    fill: async (field: HTMLElement, text: string) => {
      await user.clear(field);
      await user.paste(text);
    },
  };
}
