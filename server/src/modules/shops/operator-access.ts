import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/problems';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An operator route: public to the session guard, it takes the operator token (OPERATOR_TOKEN) instead. */
    operator?: boolean;
  }
}

export const OPERATOR_TOKEN_NEEDED = 'The operator token is missing or wrong.';

/** SHA-256 of each side, so that the comparison takes the same time whatever the lengths and the first difference. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * The operator API's door, for the routes of the plugin it is added to: without OPERATOR_TOKEN, those
 * routes answer as unknown ones (404); with it, a request without `Authorization: Bearer <the token>`
 * is refused (401). A shop's session token opens nothing here.
 */
export function requireOperatorToken(app: FastifyInstance, operatorToken: string | undefined) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!operatorToken) return reply.callNotFound();
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !sameToken(given, operatorToken)) return done(unauthorized(OPERATOR_TOKEN_NEEDED));
    done();
  });
}
