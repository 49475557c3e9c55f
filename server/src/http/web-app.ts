import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendProblem } from './problem-answers';

/**
 * The built web app from `webDist` when it is there, and the answer to any other URL: a problem for
 * the API (and everything when there is no web app), the web app's index.html for its own routes.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string | undefined) {
  const indexHtml = webDist ? path.join(webDist, 'index.html') : '';
  const hasWeb = !!indexHtml && fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      // The build writes .br and .gz beside each file (web/vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET') {
      return sendProblem(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`);
    }
    // Client-side routes: the web app decides, and shows its own not-found page.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
