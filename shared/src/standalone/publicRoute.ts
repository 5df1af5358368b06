import { matchRoute, resolveRoute } from '../routes/resolveRoute';
import type { Owner, RouteDef, RouteId } from '../routes/routeTable';

/** What a package's public site does with an address. */
export type PublicRouteStep =
  /** render this page of the package */
  | { kind: 'page'; id: RouteId }
  /** go on to another of its own pages, in the page (a guard, a redirect, /404) */
  | { kind: 'navigate'; to: string }
  /** load the address from the server: the signed-in app or another package's page */
  | { kind: 'load'; to: string };

/** A route this site renders: its owner's, and open to a signed-out visitor. */
const rendersHere = (owner: Owner, route: RouteDef | undefined) => !!route && route.owner === owner && route.access !== 'app';

/**
 * Resolves an address on a package's public site as the shell resolves it in the app (guards,
 * redirects, the not-found page): what the package renders itself stays in the page, any other
 * address is loaded from the server, which serves its owner's page. `demo` is left to the
 * composed app, as no public page is a demo page.
 * @param url pathname with its search and hash
 */
export function publicRoute(owner: Owner, url: string, signedIn: boolean): PublicRouteStep {
  const { pathname, search, hash } = new URL(url, 'http://frontdesk.invalid');
  const resolution = resolveRoute(pathname, { signedIn, demo: true });
  if (resolution.kind === 'redirect') {
    const to = `${resolution.to}${search}`;
    return rendersHere(owner, matchRoute(resolution.to)?.route) ? { kind: 'navigate', to } : { kind: 'load', to };
  }
  if (!rendersHere(owner, resolution.route)) return { kind: 'load', to: `${pathname}${search}${hash}` };
  return { kind: 'page', id: resolution.id };
}
