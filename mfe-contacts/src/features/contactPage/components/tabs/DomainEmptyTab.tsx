import { CalendarOutlined, ShoppingCartOutlined } from '@frontdesk/shared/icons';
import { EmptyState } from '@frontdesk/shared/ui';
import { LinkButton } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { contactLinks } from '../../../../common/contactLinks';

type Domain = 'bookings' | 'invoices' | 'transactions';

/**
 * Bookings, invoices and transactions of a contact arrive with their domains: until then, say so,
 * and offer what can be done for the contact now (a booking, a checkout).
 */
export function DomainEmptyTab({ domain, contactId }: { domain: Domain; contactId: string }) {
  const { t } = useTranslation('contacts');
  const links = contactLinks(contactId);
  const action =
    domain === 'bookings' ? (
      <LinkButton type="primary" icon={<CalendarOutlined aria-hidden />} to={links.newBooking}>
        {t('contact.actions.newBooking')}
      </LinkButton>
    ) : (
      <LinkButton type="primary" icon={<ShoppingCartOutlined aria-hidden />} to={links.checkout}>
        {t('contact.actions.checkout')}
      </LinkButton>
    );
  return <EmptyState size="section" title={t(`contact.domains.${domain}`)} action={action} />;
}
