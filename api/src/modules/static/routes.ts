import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
// the platform's one route table: which pages are public, and whose (as platform.json, read by path)
import { routeEntries, type Owner } from '../../../../shared/src/routes/routeTable';
import { platform, repoRoot } from '../../config';
import { noSuchRoute } from '../../http/errorHandler';
import { sendResult } from '../../http/result';

// Chunk names carry a content hash (name.1a2b3c4d.js): those never change and cache forever.
const HASHED = /\.[0-9a-f]{8}\.(js|css|map)(\.br|\.gz)?$/;

function cacheHeaders(reply: FastifyReply, file: string) {
  reply.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A package's build output folder. */
const distOf = (owner: Owner) => path.join(repoRoot, owner === 'shell' ? platform.shell.folder : (platform.remotes[owner]?.folder ?? owner), 'dist');

/** A package's standalone page: its public pages as a site of their own, built beside its app. */
const STANDALONE_PAGE = path.join('standalone', 'index.html');

const sendPage = (reply: FastifyReply, root: string, file: string) => reply.header('Cache-Control', 'no-cache').sendFile(file, root);

/**
 * Production mode: the built shell at /, each remote under /remotes/{name}/, and a page for every
 * app route. A public page (route table: open to a signed-out visitor) is answered with its owner's
 * standalone page where it was built (/login and /register the shell's, /pay/{id} payments',
 * /book bookings', /home and /docs/* the docs'): a first visit takes only what that page needs.
 * Every other page gets the composed app's index.html (its router resolves it, /404 included).
 * See docs/decisions/0013-first-visit.md.
 */
export async function staticRoutes(app: FastifyInstance) {
  const shellDist = distOf('shell');
  // scripts are sent as their prebuilt gzip or brotli copy where the browser takes it (shared/build)
  // a build folder's dotfiles (.env, .DS_Store) are not the app's: they answer as missing
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    dotfiles: 'ignore',
    setHeaders: cacheHeaders,
  });

  for (const [name, remote] of Object.entries(platform.remotes)) {
    const root = path.join(repoRoot, remote.folder, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      dotfiles: 'ignore',
      setHeaders: (reply, file) => {
        cacheHeaders(reply, file);
        // a remote may be served from a CDN on another origin (federation-pitfalls §9)
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  for (const [, route] of routeEntries) {
    if (route.access === 'app' || route.redirect) continue;
    const root = distOf(route.owner);
    if (!existsSync(path.join(root, STANDALONE_PAGE))) continue;
    app.get(route.path, { schema: { hide: true } }, (_req, reply) => sendPage(reply, root, STANDALONE_PAGE));
  }

  const sendIndex = (reply: FastifyReply) => sendPage(reply, shellDist, 'index.html');
  // the app's pages (these and the standalone ones above) are not API calls: kept out of the OpenAPI document
  app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith('/api/') &&
      !req.url.startsWith('/remotes/') &&
      !path.extname(req.url.split('?')[0] ?? '');
    if (isPage) return sendIndex(reply);
    return sendResult(reply, noSuchRoute(req));
  });
}
