/**
 * A route added to the app under test only, answering what its request's database session is on
 * PostgreSQL: the role statements run as, the shop setting row-level security reads, and the shops
 * of the customers a statement without the shop scope's filter reads. It runs behind the real
 * sign-in guard and shop context, as every route does.
 */
import { sql } from 'kysely';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../src/context';
import { apiModules } from '../../src/modules';
import { unscoped } from '../../src/db/shop-scope';

export const SESSION_ROUTE = '/api/test-session';

export interface SessionAnswer {
  role: string;
  shop: string;
  /** The distinct shops of the customers read without the shop filter. */
  customerShops: number[];
}

const sessionRoute: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.get('/', { schema: { hide: true } }, async (): Promise<SessionAnswer> => {
    const { rows } = await sql<{
      role: string;
      shop: string;
    }>`select current_user as role, current_setting('app.shop_id', true) as shop`.execute(db);
    const customers = await unscoped(db).selectFrom('customers').select('shopId').distinct().orderBy('shopId').execute();
    return { ...rows[0], customerShops: customers.map((row) => row.shopId) };
  });
  done();
};

/** Builds the app with the session route, which is taken out of the module list again once the app is built. */
export async function withSessionRoute<T>(build: () => Promise<T>): Promise<T> {
  const entry: (typeof apiModules)[number] = [SESSION_ROUTE.replace('/api', ''), sessionRoute];
  apiModules.push(entry);
  try {
    return await build();
  } finally {
    apiModules.splice(apiModules.indexOf(entry), 1);
  }
}
