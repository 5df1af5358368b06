import { matchPath } from 'react-router-dom';
import { routeEntries, routes, type RouteDef, type RouteId } from './routeTable';

export type RouteContext = { signedIn: boolean; demo: boolean };

export type Resolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; id: RouteId; route: RouteDef; params: Record<string, string | undefined> };

export const NOT_FOUND = routes.notFound.path;
export const SIGNED_IN_HOME = routes.account.path;
export const LOGIN = routes.login.path;

// A static segment beats a parameter: /app/bookings/new is bookingNew, not booking :bookingId.
function specificity(path: string): number[] {
  return path.split('/').map((s) => (s.startsWith(':') ? 1 : 2));
}
function compareSpecificity(a: string, b: string): number {
  const sa = specificity(a);
  const sb = specificity(b);
  for (let i = 0; i < Math.max(sa.length, sb.length); i += 1) {
    const d = (sb[i] ?? 0) - (sa[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
const ranked = [...routeEntries].sort(([, a], [, b]) => compareSpecificity(a.path, b.path));

/** Finds the route for a path, ignoring guards and flags. */
export function matchRoute(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [id, route] of ranked) {
    const match = matchPath({ path: route.path, end: true }, path);
    if (match) return { id, route, params: match.params };
  }
  return undefined;
}

/**
 * What the spec says a path does for this visitor: a redirect (guard, alias, demo flag off,
 * unknown path) or the page to render and who owns it.
 */
export function resolveRoute(pathname: string, ctx: RouteContext): Resolution {
  const found = matchRoute(pathname);
  if (!found || (found.route.demo && !ctx.demo)) {
    return pathname === NOT_FOUND ? page('notFound') : { kind: 'redirect', to: NOT_FOUND };
  }
  const { id, route, params } = found;
  if (route.access === 'app' && !ctx.signedIn) return { kind: 'redirect', to: LOGIN };
  if (route.access === 'guest' && ctx.signedIn) return { kind: 'redirect', to: SIGNED_IN_HOME };
  if (route.redirect) return { kind: 'redirect', to: route.redirect };
  return { kind: 'page', id, route, params };
}

function page(id: RouteId): Resolution {
  return { kind: 'page', id, route: routes[id], params: {} };
}
