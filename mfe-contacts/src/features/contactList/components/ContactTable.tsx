import { buildPath, useBusinessDay, useFormat, type Contact, type ContactPage, type ContactSort } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import type { TableProps } from '@frontdesk/shared/antd-pages';
import { Tag } from '@frontdesk/shared/antd-more';
import { PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fullName } from '../../../common/contactName';
import { PAGE_SIZES, type ListQuery } from '../utils/listQuery';

type SortKey = 'name' | 'lastVisit' | 'created';
type Order = 'ascend' | 'descend' | null;

const orderOf = (sort: ListQuery['sort'], key: SortKey): Order => (sort === key ? 'ascend' : sort === `-${key}` ? 'descend' : null);
const sortOf = (key: SortKey, order: Order): ContactSort | '' => (order === 'ascend' ? key : order === 'descend' ? `-${key}` : '');

type Props = {
  query: ListQuery;
  page: ContactPage;
  loading: boolean;
  /** the contact page the names link to: the contact, or the demo's customer */
  contactRoute: 'contact' | 'customer';
  onChange: (change: Partial<ListQuery>) => void;
};

/** One server page of contacts: the server sorts and pages; the table only shows and asks (a page, a page size, an order). */
export function ContactTable({ query, page, loading, contactRoute, onChange }: Props) {
  const { t } = useTranslation('contacts');
  const format = useFormat();
  const business = useBusinessDay();
  const none = <Typography.Text type="secondary">{t('ui.none')}</Typography.Text>;
  const link = (contact: Contact) => buildPath(contactRoute, contactRoute === 'contact' ? { contactId: contact.id } : { customerId: contact.id });

  const columns: TableProps<Contact>['columns'] = [
    {
      key: 'name',
      title: t('fields.name'),
      sorter: true,
      sortOrder: orderOf(query.sort, 'name'),
      render: (_, contact) => <Link to={link(contact)}>{fullName(contact) || t('ui.unnamed')}</Link>,
    },
    {
      key: 'phone',
      title: t('fields.phone'),
      render: (_, contact) => (contact.phone ? <span style={{ whiteSpace: 'nowrap' }}>{format.phone(contact.phone)}</span> : none),
    },
    { key: 'email', title: t('fields.email'), render: (_, contact) => contact.email || none },
    {
      key: 'tags',
      title: t('fields.tags'),
      render: (_, contact) =>
        contact.tags.length ? (
          <Flex gap={4} wrap>
            {contact.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Flex>
        ) : null,
    },
    { key: 'source', title: t('fields.source'), render: (_, contact) => t(`sources.${contact.source}`) },
    {
      key: 'lastVisit',
      title: t('fields.lastVisit'),
      sorter: true,
      sortOrder: orderOf(query.sort, 'lastVisit'),
      render: (_, contact) => (contact.lastVisitAt ? business.moment(contact.lastVisitAt, { withTime: false }) : t('ui.never')),
    },
    {
      key: 'created',
      title: t('fields.added'),
      sorter: true,
      sortOrder: orderOf(query.sort, 'created'),
      render: (_, contact) => business.moment(contact.createdAt, { withTime: false }),
    },
  ];

  // the pager's changes come through the table's onPage and pageSizes; this is the sort's
  const onSort: TableProps<Contact>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.columnKey as SortKey | undefined;
    onChange({ sort: key ? sortOf(key, one?.order ?? null) : '' });
  };

  return (
    <PagedTable<Contact>
      aria-label={t('list.caption')}
      rowKey="id"
      columns={columns}
      data={page}
      loading={loading}
      onChange={onSort}
      onPage={(next) => onChange({ page: next })}
      // a new page size starts over at its first page (onChange does)
      pageSizes={{ options: PAGE_SIZES, onChange: (pageSize) => onChange({ pageSize }), total: (count) => t('list.total', { count }) }}
    />
  );
}
