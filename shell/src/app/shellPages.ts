import type { RouteId } from '@frontdesk/shared';
import { lazy, type ComponentType } from 'react';

// The shell's public pages, each fetched when shown. The composed app (ShellRoutes, which adds the
// signed-in account and signpad pages) and the shell's public site (../standalone.tsx) both take
// them from here (docs/decisions/0013-first-visit.md). Only public pages belong here: a signed-in
// page's dependencies would count as used in the public site's build and join its first visit.
export const LoginPage = lazy(() => import('../features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => import('../features/auth/components/RegisterPage').then((m) => ({ default: m.RegisterPage })));
export const NotFoundPage = lazy(() => import('../features/notFound/components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
export const AcceptInvitationPage = lazy(() => import('../features/auth/components/AccountLinkPage').then((m) => ({ default: m.AcceptInvitationPage })));
export const ResetPasswordPage = lazy(() => import('../features/auth/components/AccountLinkPage').then((m) => ({ default: m.ResetPasswordPage })));

/** The shell's public pages by route: the one map both sites start from. */
export const publicShellPages = {
  notFound: NotFoundPage,
  login: LoginPage,
  loginUnprotected: LoginPage,
  register: RegisterPage,
  registerUnprotected: RegisterPage,
  acceptInvitation: AcceptInvitationPage,
  resetPassword: ResetPasswordPage,
} satisfies Partial<Record<RouteId, ComponentType>>;
