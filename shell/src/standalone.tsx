// The shell's public pages as a site of their own (dist/standalone): what the api serves on a first
// visit to /login, /register, their unprotected twins and /404, without the signed-in app, which
// loads once the visitor goes in (docs/decisions/0013-first-visit.md). `./index.ts` is the app.
import { queryClient, restoreSession } from '@frontdesk/shared';
import { renderPublicPages } from '@frontdesk/shared/standalone';
import { lazy } from 'react';
import { LoginPage } from './features/auth/components/LoginPage';
import { shellTranslations } from './i18n/shell';

// each page but the sign-in form is fetched when it is the one shown: the sign-up form (its field
// refusals), the not-found page (antd's Result and its art)
const RegisterPage = lazy(() => import('./features/auth/components/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const NotFoundPage = lazy(() => import('./features/notFound/components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

// a signed-in visitor on a signed-out-only page (/login, /register) is sent on to the app
void restoreSession();

renderPublicPages({
  owner: 'shell',
  translations: shellTranslations,
  pages: { login: LoginPage, loginUnprotected: LoginPage, register: RegisterPage, registerUnprotected: RegisterPage, notFound: NotFoundPage },
  // the sign-in and sign-up forms send through the data layer
  queryClient,
});
