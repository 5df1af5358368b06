import { useBookAddress } from '../hooks/useBookAddress';
import { AddressIncomplete } from './AddressIncomplete';
import { BookOnline } from './BookOnline';
import { ManageBooking } from './ManageBooking';

/**
 * The public booking page, a customer's first visit on a phone: `/book?business={id}` books a
 * service in five steps; `&manage={token}` (the confirmation's link) shows the booking, to move or
 * cancel it. Built from the public kit only, no antd (docs/decisions/0016-public-forms.md,
 * 0023-public-data.md, 0025-public-pages-without-antd.md).
 */
export function BookPage() {
  const { businessId, manage } = useBookAddress();
  if (!businessId) return <AddressIncomplete />;
  if (manage) return <ManageBooking businessId={businessId} token={manage} />;
  return <BookOnline businessId={businessId} />;
}
