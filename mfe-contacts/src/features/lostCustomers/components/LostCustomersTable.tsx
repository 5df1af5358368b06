import { buildPath, formatPhone, type Contact, type ContactPage } from '@frontdesk/shared';
import { Button, Empty, Typography } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoment } from '../../reminders/utils/days';
import { LOST_PAGE_SIZE } from '../api';
import { contactName } from '../utils/contactName';

type Props = {
  days: number;
  data: ContactPage;
  loading: boolean;
  onPage: (page: number) => void;
  onAddReminder: (contact: Contact, name: string) => void;
};

/** The lost customers: name (a link to the contact), phone, email, last visit, and Add reminder. */
export function LostCustomersTable({ days, data, loading, onPage, onAddReminder }: Props) {
  const { t, i18n } = useTranslation('contacts');
  const nameOf = (contact: Contact) => contactName(contact) || t('lostCustomers.unnamed');

  const columns: TableColumnsType<Contact> = [
    {
      key: 'name',
      title: t('lostCustomers.columns.name'),
      render: (_, contact) => <Link to={buildPath('contact', { contactId: contact.id })}>{nameOf(contact)}</Link>,
    },
    {
      key: 'phone',
      title: t('lostCustomers.columns.phone'),
      render: (_, contact) => {
        const digits = contact.phone.replace(/\D/g, '');
        return digits ? <Typography.Link href={`tel:${digits}`}>{formatPhone(contact.phone)}</Typography.Link> : null;
      },
    },
    {
      key: 'email',
      title: t('lostCustomers.columns.email'),
      render: (_, contact) =>
        contact.email ? <Typography.Link href={`mailto:${contact.email}`}>{contact.email}</Typography.Link> : null,
    },
    {
      key: 'lastVisit',
      title: t('lostCustomers.columns.lastVisit'),
      render: (_, contact) =>
        contact.lastVisitAt ? (
          formatMoment(contact.lastVisitAt, i18n.language)
        ) : (
          <Typography.Text type="secondary">{t('lostCustomers.never')}</Typography.Text>
        ),
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
    <Table<Contact>
      aria-label={t('lostCustomers.caption', { days })}
      rowKey="id"
      columns={columns}
      dataSource={data.items}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lostCustomers.empty', { days })} /> }}
      pagination={{
        current: data.page,
        pageSize: LOST_PAGE_SIZE,
        total: data.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPage,
      }}
    />
  );
}
