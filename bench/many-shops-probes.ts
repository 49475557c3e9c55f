/**
 * What the many-shops step measures besides the shop profile: a shop's rows, the text searches
 * under row-level security against the same searches as the tables' owner, and one pass of the
 * alerts digest's check over every shop.
 */
import { sql } from 'kysely';
import type { Db } from '../server/src/db/connect';
import { FIRST_SHOP_ID, inShop } from '../server/src/db/shop-scope';
import { localDate } from '../server/src/lib/clock';
import { checkAlertDigest, type DigestOptions } from '../server/src/modules/alerts';
import { searchCustomers } from '../server/src/modules/customers/service';
import { lookupProducts, searchProducts } from '../server/src/modules/products/repository';
import { activeShopIds } from '../server/src/modules/shops/repository';
import { searchStock } from '../server/src/modules/stock/service';
import { TIME_ZONE } from './config';
import { customerSearchTerms, productSearchTerms } from './data';
import { percentile } from './shop';

/** The tables holding most of a shop's rows. */
const COUNTED = [
  'users',
  'customers',
  'products',
  'stocks',
  'grns',
  'invoices',
  'invoiceItems',
  'stockMovements',
  'issuedDocuments',
] as const;

/** The shop's rows in each of COUNTED, read as the shop. */
export async function rowsOfShop(db: Db, shopId: number): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  await inShop(shopId, async () => {
    for (const table of COUNTED) {
      const { count } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      rows[table] = Number(count);
    }
  });
  return rows;
}

export interface SearchFigures {
  /** p50 ms of each search, as the role hanout_app (the app's requests) and as the tables' owner. */
  searches: { label: string; rls: number; owner: number }[];
  /** The plan of a name search (`fold_text(name) like '%dol%'` on products) as each: its scans. */
  plans: { rls: string; owner: string };
}

const CALLS = 40;
const ALTERNATIONS = 3;
/** Calls of each search on each side. */
export const SEARCH_CALLS = CALLS * ALTERNATIONS;

/** The scans of a JSON plan, outermost first: "Seq Scan on products", "Bitmap Index Scan on products_name_fold_trgm"… */
function scans(plan: { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: unknown[] }): string[] {
  const here = plan['Node Type'].includes('Scan') ? [`${plan['Node Type']} on ${plan['Index Name'] ?? plan['Relation Name']}`] : [];
  return [...here, ...(plan.Plans ?? []).flatMap((child) => scans(child as typeof plan))];
}

/**
 * The big shop's searches in its shop (row-level security applies) and outside any shop (the
 * connecting role, which owns the tables: the plugin still scopes them to the first shop), alternated.
 */
export async function searchesUnderRls(db: Db, shopId: number): Promise<SearchFigures> {
  if (shopId !== FIRST_SHOP_ID) throw new Error('The searches are compared on the first shop, which code outside any shop works on');
  const today = localDate(TIME_ZONE);
  let n = 0;
  const term = () => productSearchTerms[n++ % productSearchTerms.length];
  const searches: [string, () => Promise<unknown>][] = [
    ['Product search (back office)', () => searchProducts(db, term(), 0, 10)],
    ['Lookup by typed name (till)', () => lookupProducts(db, term(), today)],
    ['Stock search by name', () => searchStock(db, { productName: term() }, 0, 10, today, { withCost: true })],
    ['Customer search', () => searchCustomers(db, customerSearchTerms[n++ % customerSearchTerms.length], 0, 10)],
  ];
  const timesOf = async (work: () => Promise<unknown>, into: number[]) => {
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      await work();
      into.push(performance.now() - started);
    }
  };
  const figures: SearchFigures['searches'] = [];
  for (const [label, work] of searches) {
    const [rls, owner]: number[][] = [[], []];
    await inShop(shopId, work);
    await work();
    for (let i = 0; i < ALTERNATIONS; i++) {
      await inShop(shopId, () => timesOf(work, rls));
      await timesOf(work, owner);
    }
    const p50 = (times: number[]) =>
      percentile(
        times.sort((a, b) => a - b),
        50,
      );
    figures.push({ label, rls: p50(rls), owner: p50(owner) });
  }
  const explain = async () => {
    const { rows } = await sql<{
      'QUERY PLAN': [{ Plan: Parameters<typeof scans>[0] }];
    }>`explain (format json) select id from products where shop_id = ${shopId} and fold_text(name) like '%dol%'`.execute(db);
    return scans(rows[0]['QUERY PLAN'][0].Plan).join(', ');
  };
  return { searches: figures, plans: { rls: await inShop(shopId, explain), owner: await explain() } };
}

/** One pass of the alerts digest's check, as the app's timer makes it every minute: every active shop in turn. */
export async function digestPass(db: Db): Promise<{ shops: number; seconds: number }> {
  const options: DigestOptions = {
    db,
    timeZone: TIME_ZONE,
    appUrl: 'http://127.0.0.1',
    // The digest is off in every shop (no hour set): nothing is sent.
    mailer: { send: () => Promise.resolve() },
    log: { error: () => {} },
  };
  const started = performance.now();
  const shops = await activeShopIds(db);
  for (const shopId of shops) await inShop(shopId, () => checkAlertDigest(options));
  return { shops: shops.length, seconds: (performance.now() - started) / 1000 };
}
