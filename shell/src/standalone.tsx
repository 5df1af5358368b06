// The shell's public pages as a site of their own (dist/standalone): what the api serves on a first
// visit to /login, /register, their unprotected twins and /404, without the signed-in app, which
// loads once the visitor goes in (docs/decisions/0013-first-visit.md). `./index.ts` is the app.
import { queryClient, restoreSession } from '@frontdesk/shared';
import { renderPublicPages } from '@frontdesk/shared/standalone';
import { AntdProvider } from '@frontdesk/shared/ui';
import { publicShellPages } from './app/shellPages';
// the sign-in form is this site's first page, so it comes with it; the others are fetched when shown
import { LoginPage } from './features/auth/components/LoginPage';
import { shellTranslations } from './i18n/shell';

// a signed-in visitor on a signed-out-only page (/login, /register) is sent on to the app
void restoreSession();

renderPublicPages({
  owner: 'shell',
  translations: shellTranslations,
  pages: { ...publicShellPages, login: LoginPage, loginUnprotected: LoginPage },
  // the sign-in and sign-up forms send through the data layer
  queryClient,
  // the not-found page is antd's Result
  antd: AntdProvider,
});
