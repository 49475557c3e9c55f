/**
 * The HTTP floor: a bare Fastify server (no plugins, no logging) whose routes answer a constant
 * JSON, or a constant body of a given size (the floor for a route with a large answer). That body
 * is random bytes, like the gzipped JSON and PDFs it stands for: autocannon decodes every body as
 * UTF-8 text, which costs the client far more for binary bytes than for ASCII.
 */
import crypto from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const bodies = new Map<number, Buffer>();
app.get('/', () => ({ hello: 'world' }));
app.get<{ Params: { size: string } }>('/bytes/:size', async (request, reply) => {
  const size = Math.min(Number(request.params.size) || 0, 64 * 1024 * 1024);
  let body = bodies.get(size);
  if (!body) bodies.set(size, (body = crypto.randomBytes(size)));
  return reply.type('application/octet-stream').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
