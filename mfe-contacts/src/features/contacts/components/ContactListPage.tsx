import { buildPath } from '@frontdesk/shared';
import { Alert, Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { DownloadOutlined, ImportOutlined, PlusOutlined, ReloadOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../contact/components/LinkButton';
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
  const { token } = theme.useToken();
  const { query, state, retry, change } = useContactList();
  const clear = () => change({ q: '', tag: '', source: '' });

  return (
    <Flex vertical gap="large">
      <Flex align="center" justify="space-between" gap="middle" wrap>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          {t(`routes:${routeId}`)}
        </Typography.Title>
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
      </Flex>
      <ContactFilters query={query} onChange={change} />
      {state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={t('list.failed.title')}
          description={t('list.failed.text')}
          action={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={retry}>
              {t('list.failed.retry')}
            </Button>
          }
        />
      ) : (
        <ContactTable
          query={query}
          page={state.data}
          loading={state.status === 'loading'}
          contactRoute={contactRoute}
          onChange={change}
          empty={<ContactListEmpty filtered={hasFilters(query)} onClear={clear} />}
        />
      )}
    </Flex>
  );
}

/** /app/management/customers (demo flag): the same list, linking to the demo's customer pages. */
export function CustomerListPage() {
  return <ContactListPage routeId="customers" contactRoute="customer" />;
}
