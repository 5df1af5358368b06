import { useBusinessDay, useFormat, type Contact } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { Descriptions, Tag } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';

/** The contact's overview: how to reach them, what is known about them, and since when. */
export function ContactDetails({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const format = useFormat();
  const business = useBusinessDay();
  const none = <Typography.Text type="secondary">{t('contact.details.none')}</Typography.Text>;
  const digits = contact.phone.replace(/\D/g, '');
  const multiline = (text: string) => (text.trim() ? <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span> : none);
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        {
          key: 'phone',
          label: t('fields.phone'),
          children: digits ? <Typography.Link href={`tel:${digits}`}>{format.phone(contact.phone)}</Typography.Link> : none,
        },
        {
          key: 'email',
          label: t('fields.email'),
          children: contact.email ? <Typography.Link href={`mailto:${contact.email}`}>{contact.email}</Typography.Link> : none,
        },
        { key: 'address', label: t('fields.address'), children: multiline(contact.address) },
        {
          key: 'tags',
          label: t('fields.tags'),
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
        { key: 'source', label: t('fields.source'), children: t(`sources.${contact.source}`) },
        {
          key: 'marketingConsent',
          label: t('fields.marketingConsent'),
          children: t(contact.marketingConsent ? 'contact.details.consentGiven' : 'contact.details.consentNotGiven'),
        },
        {
          key: 'lastVisit',
          label: t('fields.lastVisit'),
          children: contact.lastVisitAt ? business.moment(contact.lastVisitAt, { withTime: false }) : t('contact.details.noVisits'),
        },
        { key: 'added', label: t('fields.added'), children: business.moment(contact.createdAt, { withTime: false }) },
        { key: 'notes', label: t('fields.notes'), span: 'filled', children: multiline(contact.notes) },
      ]}
    />
  );
}
