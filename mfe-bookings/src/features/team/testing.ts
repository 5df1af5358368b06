import type { BookableService, BookableServiceList, StaffException, StaffList, StaffMember, TeamLogin } from '@frontdesk/shared';
import { json, renderMicroAppAt, serveApi, type Reply } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import { aBookableService, aStaffMember } from '../../common/testing';
import { microApp } from '../../microApp';

// What the team's page tests share: a team, its services, the API's answers, the page and its drawer.

export const ana = aStaffMember();
/** works Monday 09:00–17:00 and Saturday split, 09:00–12:00 and 13:00–17:00 */
export const ben = aStaffMember({
  id: 'staff-2',
  name: 'Ben Ortiz',
  color: '#0f766e',
  serviceIds: ['service-1', 'service-2'],
  hours: [
    { weekday: 1, starts: '09:00', ends: '17:00' },
    { weekday: 6, starts: '09:00', ends: '12:00' },
    { weekday: 6, starts: '13:00', ends: '17:00' },
  ],
});
export const cleo = aStaffMember({ id: 'staff-3', name: 'Cleo Park', color: '#be185d', serviceIds: [], hours: [], archived: true });

export const haircut = aBookableService();
export const colour = aBookableService({ id: 'service-2', name: 'Colour', category: 'Hair', durationMinutes: 90, staffIds: ['staff-2'] });

export const teamOf = (items: StaffMember[]): StaffList => ({ items, timeZone: 'America/New_York' });
export const servicesOf = (items: BookableService[]): BookableServiceList => ({ items, currency: 'USD', timeZone: 'America/New_York' });

export const anException = (fields: Partial<StaffException> = {}): StaffException => ({
  id: 'exception-1',
  staffId: ana.id,
  day: '2026-03-12',
  through: null,
  kind: 'off',
  starts: null,
  ends: null,
  note: 'Dentist',
  ...fields,
});

/** The team page's reads (Ana and Ben at work, Cleo archived; Haircut and Colour), and more. */
export function serveTeam(extra: Record<string, Reply> = {}) {
  return serveApi({
    'GET /api/staff': json(teamOf([ana, ben, cleo])),
    'GET /api/bookable-services': json(servicesOf([haircut, colour])),
    'GET /api/staff-exceptions': json({ items: [] }),
    'GET /api/asset-types': json({ items: [] }),
    ...extra,
  });
}

export const viewAt = (path: string) => renderMicroAppAt(microApp, path);

/** The drawer open, checked by its title (antd's ids are all 'test-id' in tests). */
export async function drawer(title: string) {
  const found = await screen.findByRole('dialog');
  expect(within(found).getAllByText(title)[0]).toBeInTheDocument();
  return found;
}

type User = { clear: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> };

/** Replaces what a field holds with `text`, as a person pasting it (one change, not a keystroke each). */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

/** A login of the business (issue 33 §10): by default its owner, Ana Diaz, an active admin. */
export const aLogin = (fields: Partial<TeamLogin> = {}): TeamLogin => ({
  id: 'u1',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Diaz',
  role: 'admin',
  status: 'active',
  owner: true,
  staffId: null,
  invitationExpiresAt: null,
  ...fields,
});
