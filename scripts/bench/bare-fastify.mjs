// The floor of the server benchmarks: a bare Fastify process with nothing of ours. It answers
// /api/health and GET /api/v1/users/profile with the JSON in BODY (what our route answered), and
// with STATIC_DIR serves a built app precompressed with an SPA fallback, as our server does.
//
//   PORT=8090 BODY='{"data":{}}' node scripts/bench/bare-fastify.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = JSON.parse(process.env.BODY ?? '{"data":{}}');

app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/v1/users/profile', async () => body);

if (process.env.STATIC_DIR) {
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, { root: process.env.STATIC_DIR, preCompressed: true });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
}

await app.listen({ port: Number(process.env.PORT ?? 8090), host: process.env.HOST ?? '127.0.0.1' });
console.log('bare fastify ready');
