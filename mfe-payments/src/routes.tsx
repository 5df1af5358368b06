import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { lazy } from 'react';

// the public page is fetched when shown: it is built from the public kit, which the app's other
// pages do not need (docs/decisions/0016-public-forms.md)
const PayPage = lazy(() => import('./features/pay/components/PayPage').then((m) => ({ default: m.PayPage })));

const pages: PageMap = { pay: PayPage };

export function PaymentsRoutes() {
  return <OwnedRoutes owner="payments" pages={pages} />;
}
