import { buildPath } from '@frontdesk/shared';

/** A contact's page: the contact page, or the demo's customer page (the same page at another address). */
export function contactPagePath(contactId: string, asCustomer = false, tab?: string): string {
  const path = asCustomer ? buildPath('customer', { customerId: contactId }) : buildPath('contact', { contactId });
  return tab ? `${path}?${new URLSearchParams({ tab }).toString()}` : path;
}

/**
 * Where the contact top bar's actions go (spec §2, top bar links); other remotes own checkout and
 * bookings. Edit opens the demo's customer form when the demo flag is on, else the contact form.
 */
export function contactLinks(contactId: string, demo = false) {
  const forContact = new URLSearchParams({ contact: contactId }).toString();
  return {
    checkout: `${buildPath('checkout')}/?${forContact}`,
    newBooking: `${buildPath('bookingNew')}?${forContact}`,
    edit: demo ? buildPath('customerEdit', { customerId: contactId }) : buildPath('contactEdit', { contactId }),
  };
}
