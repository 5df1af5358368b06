import { buildPath } from '@frontdesk/shared';

/** A contact's page: the contact page, or the demo's customer page (the same page at another address). */
export function contactPagePath(contactId: string, asCustomer = false, tab?: string): string {
  const path = asCustomer ? buildPath('customer', { customerId: contactId }) : buildPath('contact', { contactId });
  return tab ? `${path}?${new URLSearchParams({ tab }).toString()}` : path;
}

/**
 * Where the contact top bar's actions go (spec §2, top bar links); other remotes own checkout and
 * bookings. Edit opens the contact form; from the demo's customer page, the demo's customer form
 * (a contact's page never leads into the demo section, the demo flag on or off).
 */
export function contactLinks(contactId: string, asCustomer = false) {
  const forContact = new URLSearchParams({ contact: contactId }).toString();
  return {
    checkout: `${buildPath('checkout')}/?${forContact}`,
    newBooking: `${buildPath('bookingNew')}?${forContact}`,
    edit: asCustomer ? buildPath('customerEdit', { customerId: contactId }) : buildPath('contactEdit', { contactId }),
  };
}
