import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/problems';
import type { Db } from '../../db/connect';
import { enterShop } from '../../db/shop-scope';
import { findSessionUser } from './repository';
import type { TokenService } from './tokens';

export const SHOP_SUSPENDED = 'This shop is suspended. Its data is kept; contact whoever hosts it.';

/** Who may call a route: declared per route as `config: { access }`; 'user' is the default. */
export type Access = 'public' | 'user' | 'admin';

export interface SessionUser {
  id: number;
  name: string;
  role: 'ROLE_USER' | 'ROLE_ADMIN';
  language: 'fr' | 'ar' | 'en';
  /** The token's id and expiry (seconds), for signing out. */
  tokenId?: string;
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** Resolves the signed-in user of a request, or throws a 401/403 problem. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

export const sessionGuard = fp((app: FastifyInstance, options: { db: Db; tokens: TokenService }, done: () => void) => {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access ?? 'user';
    if (access === 'public') return;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const claims = token ? options.tokens.verify(token) : null;
    if (!claims) throw unauthorized(token ? 'Your session is invalid or has expired' : 'Authentication required');
    // Checked on every request (one query) so that disabling a user, changing a role or a password,
    // and signing out take effect at once, on every instance.
    const user = await findSessionUser(options.db, Number(claims.sub), claims.jti ?? '');
    if (!user || !user.isEnabled) throw unauthorized('Your account is disabled or no longer exists');
    if (user.shopStatus !== 'active') throw unauthorized(SHOP_SUSPENDED);
    if (claims.shop !== undefined && claims.shop !== user.shopId) throw unauthorized('Your session is invalid or has expired');
    if (Number(user.tokenVersion) !== (claims.ver ?? 0) || Boolean(Number(user.signedOut))) {
      throw unauthorized('Your session has ended. Please sign in again.');
    }
    request.sessionUser = {
      id: user.id,
      name: user.name,
      role: user.role,
      language: user.language,
      tokenId: claims.jti,
      expiresAt: claims.exp,
    };
    enterShop(user.shopId);
    if (access === 'admin' && user.role !== 'ROLE_ADMIN') throw forbidden('Only an administrator can do this');
  });
  done();
});

/** Buying prices, costs and profit are for administrators: what a request may be answered. */
export const costVisibility = (request: FastifyRequest) => ({ withCost: requireUser(request).role === 'ROLE_ADMIN' });
