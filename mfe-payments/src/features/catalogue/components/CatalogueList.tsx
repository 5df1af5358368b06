import { buildPath, useIsAdmin, useQuery, type RouteId } from '@frontdesk/shared';
import { Button, Flex } from '@frontdesk/shared/antd';
import { PercentageOutlined } from '@frontdesk/shared/antd-pages';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { EmptyState, FailedState, LoadingState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taxRatesQuery } from '../api';
import { useCatalogueList } from '../hooks/useCatalogueList';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueTable } from './CatalogueTable';
import { TaxRatesDrawer } from './TaxRatesDrawer';

type Props = {
  /** the page's route: the catalogue, or the demo's products page */
  routeId: Extract<RouteId, 'catalogue' | 'products'>;
  /** where Add item goes */
  createRoute: Extract<RouteId, 'catalogueCreate' | 'productCreate'>;
};

/**
 * The catalogue: its items a page at a time, searched and filtered, with their price in the
 * business's currency, tax and stock. Admins add, edit and archive items and manage the tax rates.
 */
export function CatalogueList({ routeId, createRoute }: Props) {
  const { t } = useTranslation('payments');
  const admin = useIsAdmin();
  const [ratesOpen, setRatesOpen] = useState(false);
  const catalogue = useCatalogueList();
  const { list, archive } = catalogue;
  // the table names each item's rate; it shows the percent alone until they load
  const rates = useQuery(taxRatesQuery()).data?.items ?? [];

  const addItem = (
    <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={buildPath(createRoute)}>
      {t('catalogue.addItem')}
    </LinkButton>
  );
  const actions = admin ? (
    <Flex gap="small" wrap>
      <Button icon={<PercentageOutlined aria-hidden />} onClick={() => setRatesOpen(true)}>
        {t('catalogue.taxRatesButton')}
      </Button>
      {addItem}
    </Flex>
  ) : null;

  const page = list.data;
  let content;
  if (!page && list.isError) {
    content = <FailedState title={t('catalogue.failed')} error={list.error} onRetry={() => void list.refetch()} size="section" />;
  } else if (!page) {
    content = <LoadingState label={t('catalogue.loading')} size="section" />;
  } else if (page.total === 0 && catalogue.filtered) {
    content = (
      <EmptyState
        title={t('catalogue.noMatch')}
        text={t('catalogue.noMatchText')}
        action={<Button onClick={catalogue.clearFilters}>{t('catalogue.clearFilters')}</Button>}
      />
    );
  } else if (page.total === 0) {
    content = <EmptyState title={t('catalogue.empty')} text={t(admin ? 'catalogue.emptyText' : 'catalogue.emptyStaff')} action={admin ? addItem : null} />;
  } else {
    content = (
      <CatalogueTable
        data={page}
        rates={rates}
        loading={list.isPlaceholderData}
        admin={admin}
        archiving={archive.busy ? (archive.variables?.id ?? null) : null}
        onArchive={(item) => archive.mutateAsync(item)}
        onPage={catalogue.setPage}
      />
    );
  }

  return (
    <Flex vertical gap="middle">
      <PageTitle routeId={routeId} intro={t('catalogue.intro')} extra={actions} />
      <CatalogueFilters
        search={catalogue.search}
        onSearch={catalogue.setSearch}
        kind={catalogue.kind}
        onKind={catalogue.setKind}
        category={catalogue.category}
        onCategory={catalogue.setCategory}
      />
      {content}
      {admin ? <TaxRatesDrawer open={ratesOpen} onClose={() => setRatesOpen(false)} /> : null}
    </Flex>
  );
}
