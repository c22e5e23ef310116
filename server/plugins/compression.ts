import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers of 1 KB and more leave brotli- (quality 4) or gzip-compressed: the review queue, the
 * leaderboard, the OpenAPI document. The app's files are compressed once at build time and served
 * as they are (plugins/spa.ts); photos (image/jpeg) are already compressed and stay so.
 */
async function compression(app: FastifyInstance) {
  // Only API answers: the app's files are served precompressed (or as they are, when too small to
  // gain), never compressed again on every request. Set before @fastify/compress reads it.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Request bodies are never inflated: a small gzip bomb must not get around the body limits.
    globalDecompression: false,
  });
}

export default fp(compression, { name: 'compression' });
