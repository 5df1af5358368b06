import type { Contact } from '@frontdesk/shared';

/** "Ann Lee"; empty when the contact has no name at all. */
export function contactName({ firstName, lastName }: Pick<Contact, 'firstName' | 'lastName'>): string {
  return [firstName, lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
