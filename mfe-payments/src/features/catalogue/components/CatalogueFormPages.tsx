import {
  buildPath,
  useApiMutation,
  useQuery,
  useSession,
  type CatalogueItem,
  type CatalogueItemInput,
  type CatalogueKind,
  type RouteId,
} from '@frontdesk/shared';
import { Alert, Flex } from '@frontdesk/shared/antd';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { catalogueItemQuery, createItem, taxRatesQuery, updateItem } from '../api';
import { CatalogueItemForm } from './CatalogueItemForm';

type ListRoute = Extract<RouteId, 'catalogue' | 'products'>;

/** The form's frame: its title, the staff's note, and the tax rates (and currency) it needs. */
function FormFrame({ routeId, back, children }: { routeId: RouteId; back: ListRoute; children: (readOnly: boolean) => ReactNode }) {
  const { t } = useTranslation('payments');
  const { user } = useSession();
  const readOnly = user?.role !== 'admin';
  return (
    <Flex vertical gap="large">
      <PageTitle routeId={routeId} />
      {readOnly ? (
        <Alert
          type="info"
          showIcon
          title={t('catalogue.form.readOnly')}
          action={<LinkButton to={buildPath(back)}>{t('catalogue.form.backToList')}</LinkButton>}
        />
      ) : null}
      {children(readOnly)}
    </Flex>
  );
}

/** A new item of a kind; saved, back to the list it came from. */
function NewItem({ routeId, kind, back }: { routeId: RouteId; kind: CatalogueKind; back: ListRoute }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const rates = useQuery(taxRatesQuery());
  const save = useApiMutation({
    mutationFn: createItem,
    invalidates: [['catalogue']],
    successMessage: (item) => t('catalogue.form.created', { name: item.name }),
    failureToast: false,
    onSuccess: () => void navigate(buildPath(back)),
  });
  return (
    <FormFrame routeId={routeId} back={back}>
      {(readOnly) => (
        <QueryState query={rates} loading={t('catalogue.rates.loading')} failed={t('catalogue.rates.failed')} size="section">
          {(list) => <CatalogueItemForm kind={kind} rates={list} save={save} cancelTo={buildPath(back)} readOnly={readOnly} />}
        </QueryState>
      )}
    </FormFrame>
  );
}

/** /app/catalogue/create: a new item (a service unless changed). */
export function CatalogueCreatePage() {
  return <NewItem routeId="catalogueCreate" kind="service" back="catalogue" />;
}

/** /app/management/products/create (the demo flag's address): a new product. */
export function ProductCreatePage() {
  return <NewItem routeId="productCreate" kind="product" back="products" />;
}

function EditItem({ item, readOnly }: { item: CatalogueItem; readOnly: boolean }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const rates = useQuery(taxRatesQuery());
  const back = buildPath('catalogue');
  const save = useApiMutation({
    mutationFn: (input: CatalogueItemInput) => updateItem(item.id, input),
    invalidates: [['catalogue']],
    successMessage: (saved) => t('catalogue.form.saved', { name: saved.name }),
    failureToast: false,
    onSuccess: () => void navigate(back),
  });
  return (
    <QueryState query={rates} loading={t('catalogue.rates.loading')} failed={t('catalogue.rates.failed')} size="section">
      {(list) => <CatalogueItemForm item={item} rates={list} save={save} cancelTo={back} readOnly={readOnly} />}
    </QueryState>
  );
}

/** /app/catalogue/{itemId}/edit: the item loaded into the form; saved, back to the catalogue. */
export function CatalogueEditPage() {
  const { t } = useTranslation('payments');
  const { itemId = '' } = useParams();
  const item = useQuery(catalogueItemQuery(itemId));
  return (
    <FormFrame routeId="catalogueEdit" back="catalogue">
      {(readOnly) => (
        <QueryState
          query={item}
          loading={t('catalogue.form.loading')}
          failed={t('catalogue.form.failed')}
          notFound={
            <EmptyState title={t('catalogue.form.notFound')} action={<LinkButton to={buildPath('catalogue')}>{t('catalogue.form.backToList')}</LinkButton>} />
          }
        >
          {(loaded) => <EditItem key={loaded.id} item={loaded} readOnly={readOnly} />}
        </QueryState>
      )}
    </FormFrame>
  );
}
