import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer, the router's own refusals included. The middleware is built
 * once: @fastify/helmet rebuilt it, CSP directives parsed again, on every request (4–5% of a cheap
 * request's CPU).
 */
export const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine injects its CSS variables in style tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      objectSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", 'blob:'],
      // The shop's other computers reach the app over plain HTTP on the LAN (http://192.168.1.10:8080):
      // upgraded to HTTPS, which the app does not serve, every script failed and the page stayed white.
      // Browsers spare localhost this upgrade, so only another computer sees it.
      upgradeInsecureRequests: null,
    },
  },
});

/** The security headers on every answer, and no copy kept of any API answer. */
export function addSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  // API answers hold prices, customers and sessions: neither the browser nor a proxy may keep a copy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
  });
}
