import { buildPath, type InvoiceStatus, type RouteId } from '@frontdesk/shared';
import { Button, Flex } from '@frontdesk/shared/antd';
import { DownloadOutlined } from '@frontdesk/shared/antd-pages';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoicesCsvHref } from '../api';
import { useInvoices } from '../hooks/useInvoices';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoicesTable } from './InvoicesTable';
import { NewInvoiceDrawer } from './NewInvoiceDrawer';

/**
 * A list of the business's invoices with its filters in the address and the CSV export of what
 * it shows. /app/invoices lists them all; the demo area's orders are the paid ones (the sales).
 */
function InvoiceList({ routeId, preset = {} }: { routeId: RouteId; preset?: { status?: InvoiceStatus } }) {
  const { t } = useTranslation('payments');
  const { filters, query, invoices, setFilters, setPage } = useInvoices(preset);
  const filtered = Object.values(query).some(Boolean);
  const [creating, setCreating] = useState(false);
  // the business's currency, as the list answers it (the new invoice's prices are in it)
  const currency = invoices.data?.currency;
  return (
    <Flex vertical gap="middle">
      <PageTitle
        routeId={routeId}
        intro={t('invoices.intro')}
        extra={
          <Flex gap="small" wrap>
            <Button icon={<DownloadOutlined aria-hidden />} href={invoicesCsvHref(query)} download="invoices.csv">
              {t('invoices.export')}
            </Button>
            <LinkButton to={buildPath('checkout')}>{t('invoices.new')}</LinkButton>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={!currency} onClick={() => setCreating(true)}>
              {t('invoices.create.open')}
            </Button>
          </Flex>
        }
      />
      <InvoiceFilters value={filters} onChange={setFilters} />
      <QueryState query={invoices} size="section" loading={t('invoices.loading')} failed={t('invoices.failed')}>
        {(page) => (
          <InvoicesTable
            data={page}
            loading={invoices.isPlaceholderData}
            onPage={setPage}
            empty={
              filtered
                ? { title: t('invoices.noneFound'), text: t('invoices.noneFoundText') }
                : { title: t('invoices.emptyTitle'), text: t('invoices.emptyText') }
            }
          />
        )}
      </QueryState>
      {creating && currency && <NewInvoiceDrawer currency={currency} onClose={() => setCreating(false)} />}
    </Flex>
  );
}

/** /app/invoices */
export const InvoicesPage = () => <InvoiceList routeId="invoices" />;
/** /app/management/invoices (demo area): the same list on real data */
export const ManagementInvoicesPage = () => <InvoiceList routeId="managementInvoices" />;
/** /app/management/orders (demo area): the sales, that is the paid invoices */
export const OrdersPage = () => <InvoiceList routeId="orders" preset={{ status: 'paid' }} />;
