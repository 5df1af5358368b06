import { buildPath, useBusinessDay, useFormat, type Contact, type ContactPage } from '@frontdesk/shared';
import { Button, Typography } from '@frontdesk/shared/antd';
import type { TableColumnsType } from '@frontdesk/shared/antd-pages';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { EmptyState } from '@frontdesk/shared/ui';
import { PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fullName } from '../../../common/contactName';

type Props = {
  days: number;
  data: ContactPage;
  loading: boolean;
  onPage: (page: number) => void;
  onAddReminder: (contact: Contact, name: string) => void;
};

/** The lost customers: name (a link to the contact), phone, email, last visit, and Add reminder. */
export function LostCustomersTable({ days, data, loading, onPage, onAddReminder }: Props) {
  const { t } = useTranslation('contacts');
  const format = useFormat();
  const business = useBusinessDay();
  const nameOf = (contact: Contact) => fullName(contact) || t('ui.unnamed');

  const columns: TableColumnsType<Contact> = [
    {
      key: 'name',
      title: t('fields.name'),
      render: (_, contact) => <Link to={buildPath('contact', { contactId: contact.id })}>{nameOf(contact)}</Link>,
    },
    {
      key: 'phone',
      title: t('fields.phone'),
      render: (_, contact) => {
        const digits = contact.phone.replace(/\D/g, '');
        return digits ? <Typography.Link href={`tel:${digits}`}>{format.phone(contact.phone)}</Typography.Link> : null;
      },
    },
    {
      key: 'email',
      title: t('fields.email'),
      render: (_, contact) => (contact.email ? <Typography.Link href={`mailto:${contact.email}`}>{contact.email}</Typography.Link> : null),
    },
    {
      key: 'lastVisit',
      title: t('fields.lastVisit'),
      render: (_, contact) =>
        contact.lastVisitAt ? business.moment(contact.lastVisitAt, { withTime: false }) : <Typography.Text type="secondary">{t('ui.never')}</Typography.Text>,
    },
    {
      key: 'actions',
      title: t('lostCustomers.columns.actions'),
      width: 1,
      render: (_, contact) => (
        <Button
          icon={<PlusOutlined aria-hidden />}
          aria-label={t('lostCustomers.reminder.openFor', { name: nameOf(contact) })}
          onClick={() => onAddReminder(contact, nameOf(contact))}
        >
          {t('lostCustomers.reminder.open')}
        </Button>
      ),
    },
  ];

  return (
    <PagedTable<Contact>
      aria-label={t('lostCustomers.caption', { days })}
      rowKey="id"
      columns={columns}
      data={data}
      loading={loading}
      onPage={onPage}
      empty={<EmptyState size="section" title={t('lostCustomers.empty', { days })} />}
    />
  );
}
