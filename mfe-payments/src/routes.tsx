import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { lazy, type ComponentType } from 'react';

/**
 * A page fetched when first shown: each feature is its own chunk, so the default landing (Select
 * Register) does not wait for checkout's or the reports' code, and the public pay page, built from
 * the public kit, stays out of the app's pages (docs/decisions/0016-public-forms.md).
 */
const lazyPage = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/** The pages built so far; every other page payments owns shows the being-built panel. */
export const pages: PageMap = {
  pay: lazyPage(() => import('./features/pay/components/PayPage'), 'PayPage'),
  catalogue: lazyPage(() => import('./features/catalogue/components/CataloguePages'), 'CataloguePage'),
  products: lazyPage(() => import('./features/catalogue/components/CataloguePages'), 'ProductsPage'),
  catalogueCreate: lazyPage(() => import('./features/catalogue/components/CatalogueFormPages'), 'CatalogueCreatePage'),
  productCreate: lazyPage(() => import('./features/catalogue/components/CatalogueFormPages'), 'ProductCreatePage'),
  catalogueEdit: lazyPage(() => import('./features/catalogue/components/CatalogueFormPages'), 'CatalogueEditPage'),
  checkout: lazyPage(() => import('./features/checkout/components/CheckoutPage'), 'CheckoutPage'),
  receipt: lazyPage(() => import('./features/receipt/components/ReceiptPage'), 'ReceiptPage'),
  registerSelect: lazyPage(() => import('./features/registers/components/RegisterSelectPage'), 'RegisterSelectPage'),
  'reports.z-reports': lazyPage(() => import('./features/registers/components/ZReportsPage'), 'ZReportsPage'),
  'reports.open-registers': lazyPage(() => import('./features/registers/components/OpenRegistersPage'), 'OpenRegistersPage'),
};

export function PaymentsRoutes() {
  return <OwnedRoutes owner="payments" pages={pages} />;
}
