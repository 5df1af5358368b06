import { useIsAdmin, useQuery } from '@frontdesk/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { checkoutContactQuery } from '../../checkout/api';
import { depositsQuery, type DepositFilters } from '../api';

/**
 * The deposits page's list: its filters (`?contact=` opens it on one customer's deposits), the page
 * shown, the customer filtered on (with their name), and whether the user may refund or keep one.
 */
export function useDeposits() {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<DepositFilters>(() => ({ contactId: params.get('contact') ?? undefined }));
  const [page, setPage] = useState(1);
  const deposits = useQuery(depositsQuery(filters, page));
  const contact = useQuery({ ...checkoutContactQuery(filters.contactId ?? ''), enabled: Boolean(filters.contactId) });
  const contactName = contact.data ? [contact.data.firstName, contact.data.lastName].filter(Boolean).join(' ') : '';
  return {
    filters,
    deposits,
    page,
    setPage,
    /** the customer filtered on, named once their record is loaded */
    filterContact: filters.contactId ? { id: filters.contactId, name: contactName } : null,
    filtered: Object.values(filters).some(Boolean),
    /** refunds and forfeits are for admins (the API refuses staff) */
    admin: useIsAdmin(),
    setFilters: (next: DepositFilters) => {
      setFilters(next);
      setPage(1);
    },
  };
}
