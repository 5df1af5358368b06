import type { Contact } from '@frontdesk/shared';

type Named = Pick<Contact, 'firstName' | 'lastName'>;

const parts = ({ firstName, lastName }: Named) => [firstName, lastName].map((s) => s.trim()).filter(Boolean);

/** "Ann Lee"; empty when the contact has no name at all (show `ui.unnamed` then). */
export function fullName(contact: Named): string {
  return parts(contact).join(' ');
}

/** "AL": the first letter of each name, for an avatar without a picture. */
export function initials(contact: Named): string {
  return parts(contact)
    .map((name) => Array.from(name)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
