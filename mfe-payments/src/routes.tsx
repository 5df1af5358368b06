import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { PayPage } from './features/pay/components/PayPage';

const pages: PageMap = { pay: PayPage };

export function PaymentsRoutes() {
  return <OwnedRoutes owner="payments" pages={pages} />;
}
