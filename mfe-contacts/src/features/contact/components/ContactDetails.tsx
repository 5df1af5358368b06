import { formatPhone, type Contact } from '@frontdesk/shared';
import { Descriptions, Typography } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../utils/formatDate';

/** Phone, email and the date the contact was added. */
export function ContactDetails({ contact }: { contact: Contact }) {
  const { t, i18n } = useTranslation('contacts');
  const none = <Typography.Text type="secondary">{t('contact.details.none')}</Typography.Text>;
  const digits = contact.phone.replace(/\D/g, '');
  return (
    <Descriptions
      column={1}
      items={[
        {
          key: 'phone',
          label: t('contact.details.phone'),
          children: digits ? <Typography.Link href={`tel:${digits}`}>{formatPhone(contact.phone)}</Typography.Link> : none,
        },
        {
          key: 'email',
          label: t('contact.details.email'),
          children: contact.email ? (
            <Typography.Link href={`mailto:${contact.email}`}>{contact.email}</Typography.Link>
          ) : (
            none
          ),
        },
        {
          key: 'added',
          label: t('contact.details.added'),
          children: formatDate(contact.createdAt, i18n.language),
        },
      ]}
    />
  );
}
