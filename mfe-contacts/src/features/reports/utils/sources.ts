import type { ContactSource } from '@frontdesk/shared';

/** The contact sources in the order the reports list them (and take their colours). */
export const SOURCES: readonly ContactSource[] = [
  'walk_in',
  'phone',
  'website',
  'online_booking',
  'referral',
  'social',
  'advertising',
  'import',
  'other',
];

export const isKnownSource = (source: string): source is ContactSource => (SOURCES as readonly string[]).includes(source);
