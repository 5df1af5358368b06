import { buildPath } from '@frontdesk/shared';

/** Where the contact top bar's actions go (spec §2, top bar links); other remotes own these pages. */
export function contactLinks(contactId: string) {
  const forContact = new URLSearchParams({ contact: contactId }).toString();
  return {
    checkout: `${buildPath('checkout')}/?${forContact}`,
    newBooking: `${buildPath('bookingNew')}?${forContact}`,
    edit: buildPath('customerEdit', { customerId: contactId }),
  };
}
