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
  checkoutInvoice: lazyPage(() => import('./features/invoices/components/InvoicePaymentPages'), 'CheckoutInvoicePage'),
  payment: lazyPage(() => import('./features/invoices/components/InvoicePaymentPages'), 'PaymentPage'),
  generateBill: lazyPage(() => import('./features/checkout/components/GenerateBillPage'), 'GenerateBillPage'),
  invoices: lazyPage(() => import('./features/invoices/components/InvoicesPages'), 'InvoicesPage'),
  managementInvoices: lazyPage(() => import('./features/invoices/components/InvoicesPages'), 'ManagementInvoicesPage'),
  orders: lazyPage(() => import('./features/invoices/components/InvoicesPages'), 'OrdersPage'),
  invoice: lazyPage(() => import('./features/invoices/components/InvoicePage'), 'InvoicePage'),
  order: lazyPage(() => import('./features/invoices/components/InvoicePage'), 'InvoicePage'),
  deposits: lazyPage(() => import('./features/deposits/components/DepositsPage'), 'DepositsPage'),
  receipt: lazyPage(() => import('./features/receipt/components/ReceiptPage'), 'ReceiptPage'),
  registerSelect: lazyPage(() => import('./features/registers/components/RegisterSelectPage'), 'RegisterSelectPage'),
  'reports.z-reports': lazyPage(() => import('./features/registers/components/ZReportsPage'), 'ZReportsPage'),
  'reports.open-registers': lazyPage(() => import('./features/registers/components/OpenRegistersPage'), 'OpenRegistersPage'),
  transactions: lazyPage(() => import('./features/transactions/components/TransactionsPage'), 'TransactionsPage'),
  'reports.transactions': lazyPage(() => import('./features/transactions/components/TransactionsReportPage'), 'TransactionsReportPage'),
  'reports.batches': lazyPage(() => import('./features/transactions/components/BatchesPage'), 'BatchesPage'),
  'reports.dashboard': lazyPage(() => import('./features/dashboard/components/DashboardPage'), 'DashboardPage'),
  'reports.dashboard-alternative': lazyPage(() => import('./features/dashboard/components/DashboardAlternativePage'), 'DashboardAlternativePage'),
};

export function PaymentsRoutes() {
  return <OwnedRoutes owner="payments" pages={pages} />;
}
