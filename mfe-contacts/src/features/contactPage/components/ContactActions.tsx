import { useRuntimeConfig } from '@frontdesk/shared';
import { Flex, Space } from '@frontdesk/shared/antd';
import { CalendarOutlined, EditOutlined, ShoppingCartOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contactLinks } from '../../../common/contactLinks';
import { AddAssetMenu } from './AddAssetMenu';

/** The contact top bar's actions: in-app links; the shell mounts whichever remote owns the page. */
export function ContactActions({ contactId }: { contactId: string }) {
  const { t } = useTranslation('contacts');
  const { demo } = useRuntimeConfig();
  const links = contactLinks(contactId, demo);
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
