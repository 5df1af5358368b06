import { Flex, Space } from '@frontdesk/shared/antd';
import { CalendarOutlined, EditOutlined, ShoppingCartOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { contactLinks } from '../../../common/contactLinks';
import { AddAssetMenu } from './AddAssetMenu';

/**
 * The contact top bar's actions: in-app links; the shell mounts whichever remote owns the page. Edit
 * stays where the contact was opened: the contact form, or the demo's customer form from a customer.
 */
export function ContactActions({ contactId }: { contactId: string }) {
  const { t } = useTranslation('contacts');
  const asCustomer = useParams().customerId !== undefined;
  const links = contactLinks(contactId, asCustomer);
  return (
    <Flex align="center" gap="large" wrap>
      <nav aria-label={t('contact.actions.label')}>
        <Space size="large" wrap>
          <Link to={links.checkout}>
            <ShoppingCartOutlined aria-hidden /> {t('contact.actions.checkout')}
          </Link>
          <Link to={links.newBooking}>
            <CalendarOutlined aria-hidden /> {t('contact.actions.newBooking')}
          </Link>
          <Link to={links.edit}>
            <EditOutlined aria-hidden /> {t('contact.actions.edit')}
          </Link>
        </Space>
      </nav>
      <AddAssetMenu contactId={contactId} />
    </Flex>
  );
}
