import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { platform, repoRoot } from '../../config';
import { sendProblem } from '../../http/problem';

// Chunk names carry a content hash (name.1a2b3c4d.js): those never change and cache forever.
const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;

function cacheHeaders(reply: FastifyReply, file: string) {
  reply.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Production mode: the built shell at /, each remote under /remotes/{name}/, and index.html for
 * every app route (the shell's router resolves it, including /404).
 */
export async function staticRoutes(app: FastifyInstance) {
  const shellDist = path.join(repoRoot, platform.shell.folder, 'dist');
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', index: false, wildcard: false, setHeaders: cacheHeaders });

  for (const [name, remote] of Object.entries(platform.remotes)) {
    const root = path.join(repoRoot, remote.folder, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      setHeaders: (reply, file) => {
        cacheHeaders(reply, file);
        // a remote may be served from a CDN on another origin (federation-pitfalls §9)
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', shellDist);
  app.get('/', (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && !req.url.startsWith('/remotes/') && !path.extname(req.url.split('?')[0] ?? '');
    if (isPage) return sendIndex(reply);
    return sendProblem(reply, 404, 'not_found', `${req.method} ${req.url.split('?')[0]} does not exist`);
  });
}
