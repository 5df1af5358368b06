import { appliedRange, useIsAdmin, useQuery, useUrlFilters } from '@frontdesk/shared';
import { contactQuery } from '../../../common/api';
import { depositsQuery, type DepositFilters } from '../api';
import { DEPOSIT_STATUSES } from '../utils/status';

// the customer is `?contact=`, as the contact page links it
const DEPOSIT_FILTER_KEYS = ['contact', 'status', 'from', 'to'] as const;

/**
 * The deposits page's list: its filters and page, kept in the address (`?contact=` opens it on one
 * customer's deposits; back, reload and a shared link keep them), the customer filtered on (with
 * their name), and whether the user may refund or keep one.
 */
export function useDeposits() {
  const url = useUrlFilters(DEPOSIT_FILTER_KEYS, {}, { status: DEPOSIT_STATUSES });
  const filters: DepositFilters = {
    contactId: url.filters.contact,
    status: url.filters.status,
    from: url.filters.from,
    to: url.filters.to,
  };
  // what the API is asked: a backwards range typed into the address is not
  const query: DepositFilters = { contactId: filters.contactId, status: filters.status, ...appliedRange(filters) };
  const deposits = useQuery(depositsQuery(query, url.page));
  const contact = useQuery({ ...contactQuery(filters.contactId ?? ''), enabled: Boolean(filters.contactId) });
  const contactName = contact.data ? [contact.data.firstName, contact.data.lastName].filter(Boolean).join(' ') : '';
  return {
    filters,
    deposits,
    page: url.page,
    setPage: url.setPage,
    /** the customer filtered on, named once their record is loaded */
    filterContact: filters.contactId ? { id: filters.contactId, name: contactName } : null,
    filtered: Object.values(filters).some(Boolean),
    /** refunds and forfeits are for admins (the API refuses staff) */
    admin: useIsAdmin(),
    setFilters: ({ contactId, status, from, to }: DepositFilters) =>
      url.setFilters({ contact: contactId ?? '', status: status ?? '', from: from ?? '', to: to ?? '' }),
  };
}
