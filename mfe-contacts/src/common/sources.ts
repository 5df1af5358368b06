import type { ContactSource } from '@frontdesk/shared';

/** Where a contact can come from, in the order the filters, the form and the reports (and their colours) use (api: ContactSource). */
export const CONTACT_SOURCES = [
  'walk_in',
  'phone',
  'website',
  'online_booking',
  'referral',
  'social',
  'advertising',
  'import',
  'other',
] as const satisfies readonly ContactSource[];

export function isContactSource(value: string): value is ContactSource {
  return (CONTACT_SOURCES as readonly string[]).includes(value);
}
