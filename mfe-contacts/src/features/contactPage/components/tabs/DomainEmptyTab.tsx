import { ShoppingCartOutlined } from '@frontdesk/shared/icons';
import { EmptyState } from '@frontdesk/shared/ui';
import { LinkButton } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { contactLinks } from '../../../../common/contactLinks';

type Domain = 'invoices' | 'transactions';

/**
 * Invoices and transactions of a contact arrive with their domains: until then, say so, and offer
 * what can be done for the contact now (a checkout).
 */
export function DomainEmptyTab({ domain, contactId }: { domain: Domain; contactId: string }) {
  const { t } = useTranslation('contacts');
  const links = contactLinks(contactId);
  const action = (
    <LinkButton type="primary" icon={<ShoppingCartOutlined aria-hidden />} to={links.checkout}>
      {t('contact.actions.checkout')}
    </LinkButton>
  );
  return <EmptyState size="section" title={t(`contact.domains.${domain}`)} action={action} />;
}
