/**
 * The HTTP floor: a bare Fastify server (no plugins, no logging) whose routes answer a constant
 * JSON, or a constant body of a given size (the floor for a route with a large answer).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const bodies = new Map<number, Buffer>();
app.get('/', async () => ({ hello: 'world' }));
app.get<{ Params: { size: string } }>('/bytes/:size', async (request, reply) => {
  const size = Math.min(Number(request.params.size) || 0, 64 * 1024 * 1024);
  let body = bodies.get(size);
  if (!body) bodies.set(size, (body = Buffer.alloc(size, 'x')));
  return reply.type('application/octet-stream').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
