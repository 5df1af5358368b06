import { AppProviders } from '@frontdesk/shared/ui';
import { BrowserRouter } from 'react-router-dom';
import { SessionGate } from '../features/auth/components/SessionGate';
import { LoadingBar } from '../features/loading/components/LoadingBar';
import { NotificationHost } from '../features/notifications/components/NotificationHost';
import { ShellRoutes } from './ShellRoutes';

export function ShellApp() {
  return (
    <AppProviders>
      <BrowserRouter>
        <LoadingBar />
        <NotificationHost />
        <SessionGate>
          <ShellRoutes />
        </SessionGate>
      </BrowserRouter>
    </AppProviders>
  );
}
