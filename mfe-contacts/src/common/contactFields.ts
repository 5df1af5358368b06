import type { ContactInput } from '@frontdesk/shared';

/** A contact's fields in the order the form and the import show them (ContactInput's names). */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'notes',
  'tags',
  'source',
  'marketingConsent',
  'image_32x32',
] as const satisfies readonly (keyof ContactInput)[];

export type ContactField = (typeof CONTACT_FIELDS)[number];
