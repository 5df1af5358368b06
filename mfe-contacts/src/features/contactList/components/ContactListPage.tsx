import { buildPath } from '@frontdesk/shared';
import { Button, Flex } from '@frontdesk/shared/antd';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { DownloadOutlined, ImportOutlined } from '@frontdesk/shared/antd-pages';
import { QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { exportCsvHref } from '../api';
import { useContactList } from '../hooks/useContactList';
import { filterParams, hasFilters } from '../utils/listQuery';
import { ContactFilters } from './ContactFilters';
import { ContactListEmpty } from './ContactListEmpty';
import { ContactTable } from './ContactTable';

type Props = {
  /** the page's route: its title is the heading */
  routeId?: 'contacts' | 'customers';
  /** where a name links to */
  contactRoute?: 'contact' | 'customer';
};

/** /app/contacts: the business's contacts, searched, filtered, sorted and paged by the server. */
export function ContactListPage({ routeId = 'contacts', contactRoute = 'contact' }: Props) {
  const { t } = useTranslation('contacts');
  const { query, contacts, change } = useContactList();
  const clear = () => change({ q: '', tag: '', source: '' });

  const actions = (
    <Flex gap="small" wrap>
      <LinkButton to={buildPath('assetTypes')}>{t('list.actions.assetTypes')}</LinkButton>
      <LinkButton icon={<ImportOutlined aria-hidden />} to={buildPath('contactImport')}>
        {t('list.actions.import')}
      </LinkButton>
      <Button icon={<DownloadOutlined aria-hidden />} href={exportCsvHref(filterParams(query))} download="contacts.csv">
        {t('list.actions.export')}
      </Button>
      <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={buildPath('contactCreate')}>
        {t('list.actions.new')}
      </LinkButton>
    </Flex>
  );

  return (
    <Flex vertical gap="large">
      <PageTitle routeId={routeId} extra={actions} />
      <ContactFilters query={query} onChange={change} />
      <QueryState
        query={contacts}
        size="section"
        loading={t('list.loading')}
        failed={t('list.failed')}
        // no contact at all for these filters (a page past the last one shows the table, which moves to the last page)
        isEmpty={(page) => page.total === 0}
        empty={<ContactListEmpty filtered={hasFilters(query)} onClear={clear} />}
      >
        {(page) => <ContactTable query={query} page={page} loading={contacts.isPlaceholderData} contactRoute={contactRoute} onChange={change} />}
      </QueryState>
    </Flex>
  );
}

/** /app/management/customers (demo flag): the same list, linking to the demo's customer pages. */
export function CustomerListPage() {
  return <ContactListPage routeId="customers" contactRoute="customer" />;
}
