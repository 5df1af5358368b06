import { matchPath } from 'react-router-dom';
import { routeEntries, routes, type RouteDef, type RouteId } from './routeTable';

export type RouteContext = { signedIn: boolean; demo: boolean };

export type Resolution = { kind: 'redirect'; to: string } | { kind: 'page'; id: RouteId; route: RouteDef; params: Record<string, string | undefined> };

export const NOT_FOUND = routes.notFound.path;
export const SIGNED_IN_HOME = routes.account.path;
export const LOGIN = routes.login.path;

// A static segment beats a parameter: /app/bookings/new is bookingNew, not booking :bookingId.
// Each route's ranks are worked out once, not again for every comparison of the sort.
const specificity = new Map(routeEntries.map(([id, route]) => [id, route.path.split('/').map((s) => (s.startsWith(':') ? 1 : 2))]));
function compareSpecificity(a: RouteId, b: RouteId): number {
  const sa = specificity.get(a)!;
  const sb = specificity.get(b)!;
  for (let i = 0; i < Math.max(sa.length, sb.length); i += 1) {
    const d = (sb[i] ?? 0) - (sa[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
const ranked = [...routeEntries].sort(([a], [b]) => compareSpecificity(a, b));

/**
 * What a path must have for a route to match it: how many segments, and the static segments that
 * come before any optional one, in place. matchPath builds a regular expression from the route's
 * pattern on every call; the route table has ~100 routes, and a first visit matched them all
 * several times over (decision 0025). The shortlist leaves matchPath the routes that can match.
 */
const shapes = ranked.map(([id, route]) => {
  const segments = route.path.split('/');
  const optional = segments.filter((segment) => segment.endsWith('?')).length;
  const fixed = segments.findIndex((segment) => segment.endsWith('?'));
  const statics = segments
    .slice(0, fixed === -1 ? segments.length : fixed)
    .flatMap((segment, at) => (segment.startsWith(':') || segment.includes('*') ? [] : [[at, segment.toLowerCase()] as const]));
  // a splat matches any rest, even none
  const splat = segments.findIndex((segment) => segment.includes('*'));
  return splat === -1 ? { id, route, min: segments.length - optional, max: segments.length, statics } : { id, route, min: splat, max: Infinity, statics };
});

const MATCHES_KEPT = 200;
const matches = new Map<string, ReturnType<typeof findRoute>>();

function findRoute(path: string) {
  const segments = path.split('/');
  for (const { id, route, min, max, statics } of shapes) {
    if (segments.length < min || segments.length > max) continue;
    if (!statics.every(([at, segment]) => segments[at]?.toLowerCase() === segment)) continue;
    const match = matchPath({ path: route.path, end: true }, path);
    if (match) return { id, route, params: match.params };
  }
  return undefined;
}

/** Finds the route for a path, ignoring guards and flags. */
export function matchRoute(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // the table never changes: a path matched once is answered again from here (render, effects,
  // the side menu all ask for the same one)
  if (matches.has(path)) return matches.get(path);
  const found = findRoute(path);
  if (matches.size >= MATCHES_KEPT) matches.delete(matches.keys().next().value!);
  matches.set(path, found);
  return found;
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

/** What a signed-out visitor's redirect to the login page carries: the app address they asked for. */
export type AskedFor = { from: string };

/**
 * The app address a visitor asked for before signing in (carried in the login redirect's state),
 * when it is a page of the app: where signing in takes them instead of the app's start. Anything
 * else (no state, a public or unknown address) is null: a state is never a way out of the app.
 */
export function askedAppAddress(state: unknown): string | null {
  const from = (state as Partial<AskedFor> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/app')) return null;
  return matchRoute(new URL(from, 'http://app.invalid').pathname)?.route.access === 'app' ? from : null;
}
