import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { isApiPath } from '../api-path';
import { HttpError } from '../http-error';
import { pagePreloads } from './page-preloads';

// Serves the built PWA. Every path outside /api that is not a file gets index.html, so the
// client router decides (unknown paths go to /login).

const NO_CACHE = 'no-cache';
const FOREVER = 'public, max-age=31536000, immutable';
/** Files the build writes `.br` and `.gz` beside (scripts/build/precompress.ts). */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)(?:\.br|\.gz)?$/;

async function spa(app: FastifyInstance) {
  const root = app.config.distDir;
  const built = existsSync(join(root, 'index.html'));
  const preloadsOf = pagePreloads(root);

  if (built) {
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      // The build's own notes (.vite/manifest.json) are the server's, not the web's.
      dotfiles: 'ignore',
      // The build's .br or .gz beside a file goes out when the browser takes it (the first
      // offline install: 0.6 MB instead of 1.9 MB); Content-Type stays the file's own.
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed bundles never change; everything else (index.html, sw.js, manifest) is revalidated.
        res.setHeader('Cache-Control', path.includes('/assets/') ? FOREVER : NO_CACHE);
        // A cache must keep the compressed and the plain answer apart.
        if (TEXT_FILE.test(path)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && extname(path) === '';
    // `/API/x`, `//api/x`, `/%61pi/x` too: an API client must never get the app's page with a 200.
    if (isApiPath(request.url) || !isPage) throw new HttpError('NOT_FOUND');
    if (!built) throw new HttpError('APP_NOT_BUILT');
    reply.header('Cache-Control', NO_CACHE);
    const preloads = preloadsOf(path);
    if (preloads) reply.header('Link', preloads);
    return reply.sendFile('index.html');
  });
}

export default fp(spa, { name: 'spa', dependencies: ['core'] });
