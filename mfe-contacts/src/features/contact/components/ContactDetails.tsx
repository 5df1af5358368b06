import { formatPhone, type Contact } from '@frontdesk/shared';
import { Descriptions, Flex, Typography } from '@frontdesk/shared/antd';
import { Tag } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../utils/formatDate';

/** The contact's overview: how to reach them, what is known about them, and since when. */
export function ContactDetails({ contact }: { contact: Contact }) {
  const { t, i18n } = useTranslation('contacts');
  const none = <Typography.Text type="secondary">{t('contact.details.none')}</Typography.Text>;
  const digits = contact.phone.replace(/\D/g, '');
  const multiline = (text: string) => (text.trim() ? <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span> : none);
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
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
        { key: 'address', label: t('contact.details.address'), children: multiline(contact.address) },
        {
          key: 'tags',
          label: t('contact.details.tags'),
          children: contact.tags.length ? (
            <Flex gap={4} wrap>
              {contact.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Flex>
          ) : (
            none
          ),
        },
        { key: 'source', label: t('contact.details.source'), children: t(`sources.${contact.source}`) },
        {
          key: 'marketingConsent',
          label: t('contact.details.marketingConsent'),
          children: t(contact.marketingConsent ? 'contact.details.consentGiven' : 'contact.details.consentNotGiven'),
        },
        {
          key: 'lastVisit',
          label: t('contact.details.lastVisit'),
          children: contact.lastVisitAt ? formatDate(contact.lastVisitAt, i18n.language) : t('contact.details.noVisits'),
        },
        {
          key: 'added',
          label: t('contact.details.added'),
          children: formatDate(contact.createdAt, i18n.language),
        },
        { key: 'notes', label: t('contact.details.notes'), span: 'filled', children: multiline(contact.notes) },
      ]}
    />
  );
}
