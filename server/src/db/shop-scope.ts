import { AsyncLocalStorage } from 'node:async_hooks';
import {
  AliasNode,
  AndNode,
  CamelCasePlugin,
  CompiledQuery as RawQuery,
  type Kysely,
  BinaryOperationNode,
  ColumnNode,
  type DeleteQueryNode,
  IdentifierNode,
  type InsertQueryNode,
  JoinNode,
  OperationNodeTransformer,
  OperatorNode,
  ParensNode,
  sql,
  PrimitiveValueListNode,
  ReferenceNode,
  type SelectQueryNode,
  TableNode,
  type UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RawBuilder,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { SHOP_OWNED_TABLES } from './shop-owned-tables';
import type { Database } from './schema';

/**
 * Every statement is scoped to one shop by this file alone: a plugin adds `shop_id = <the current
 * shop>` to every shop-owned table a statement reads, changes or deletes, and the shop's id to every
 * row it inserts. The shop is not a value of the compiled statement but a placeholder, replaced by
 * the current shop's id when the statement runs, so that a statement compiled once (db/prepared.ts)
 * serves every shop. On PostgreSQL, row-level security checks the same thing underneath.
 */

/** What a request, a job or a command is working on: the shop, or none yet (sign-in, the operator). */
export interface ShopContext {
  shopId: number | null;
}

const contexts = new AsyncLocalStorage<ShopContext>();

/** The shop whose rows code outside any context (tests, the single-shop commands) works on: the installation's first. */
export const FIRST_SHOP_ID = 1;

/** Runs `work` for one shop: every statement it makes is scoped to that shop. */
export function inShop<T>(shopId: number, work: () => T): T {
  return contexts.run({ shopId }, work);
}

/**
 * Runs `work` (a request) in a context whose shop is set later, once the request is signed in:
 * until then, a statement on a shop-owned table fails instead of reading some shop's rows.
 */
export function inRequestContext<T>(work: () => T): T {
  return contexts.run({ shopId: null }, work);
}

/** Sets the shop of the request in progress (its session is known). */
export function enterShop(shopId: number): void {
  const context = contexts.getStore();
  if (!context) throw new Error('enterShop outside a request context');
  context.shopId = shopId;
}

/** The shop statements are scoped to now; null inside a request not yet signed in to one. */
export function currentShopId(): number | null {
  const context = contexts.getStore();
  return context ? context.shopId : FIRST_SHOP_ID;
}

/** Stands for the current shop's id in a compiled statement's parameters. */
const CURRENT_SHOP = Object.freeze({ currentShop: true });

/**
 * The current shop's id in hand-written SQL, where the plugin cannot see the tables: the few
 * statements that read a table through raw SQL (db/search.ts) filter with it.
 */
export const currentShop = (): RawBuilder<number> => sql<number>`${CURRENT_SHOP}`;

const ownedTables: ReadonlySet<string> = new Set(SHOP_OWNED_TABLES);

/** The name a statement calls a shop-owned table by (its alias, or its own name), or null for anything else. */
function shopOwnedName(node: OperationNode): string | null {
  if (TableNode.is(node)) return ownedTables.has(node.table.identifier.name) ? node.table.identifier.name : null;
  if (AliasNode.is(node) && TableNode.is(node.node) && IdentifierNode.is(node.alias)) {
    return ownedTables.has(node.node.table.identifier.name) ? node.alias.name : null;
  }
  return null;
}

const shopCondition = (table: string): OperationNode =>
  BinaryOperationNode.create(
    ReferenceNode.create(ColumnNode.create('shopId'), TableNode.create(table)),
    OperatorNode.create('='),
    ValueNode.create(CURRENT_SHOP),
  );

function withConditions(where: WhereNode | undefined, tables: Array<string | null>): WhereNode | undefined {
  let result = where;
  for (const table of tables) {
    if (!table) continue;
    result = result
      ? WhereNode.create(AndNode.create(ParensNode.create(result.where), shopCondition(table)))
      : WhereNode.create(shopCondition(table));
  }
  return result;
}

/** A join's own condition gets the shop: a left join stays a left join. */
function scopedJoins(joins: ReadonlyArray<JoinNode> | undefined): ReadonlyArray<JoinNode> | undefined {
  return joins?.map((join) => {
    const table = shopOwnedName(join.table);
    if (!table) return join;
    return join.on
      ? JoinNode.cloneWithOn(join, shopCondition(table))
      : JoinNode.createWithOn(join.joinType, join.table, shopCondition(table));
  });
}

class ShopScopeTransformer extends OperationNodeTransformer {
  protected override transformSelectQuery(original: SelectQueryNode): SelectQueryNode {
    const node = super.transformSelectQuery(original);
    const from = (node.from?.froms ?? []).map(shopOwnedName);
    return { ...node, joins: scopedJoins(node.joins), where: withConditions(node.where, from) };
  }

  protected override transformUpdateQuery(original: UpdateQueryNode): UpdateQueryNode {
    const node = super.transformUpdateQuery(original);
    const tables = [node.table ? shopOwnedName(node.table) : null, ...(node.from?.froms ?? []).map(shopOwnedName)];
    return { ...node, joins: scopedJoins(node.joins), where: withConditions(node.where, tables) };
  }

  protected override transformDeleteQuery(original: DeleteQueryNode): DeleteQueryNode {
    const node = super.transformDeleteQuery(original);
    const tables = [...node.from.froms.map(shopOwnedName), ...(node.using?.tables ?? []).map(shopOwnedName)];
    return { ...node, joins: scopedJoins(node.joins), where: withConditions(node.where, tables) };
  }

  protected override transformInsertQuery(original: InsertQueryNode): InsertQueryNode {
    const node = super.transformInsertQuery(original);
    if (!node.into || !shopOwnedName(node.into)) return node;
    if (node.columns?.some((column) => column.column.name === 'shopId')) return node;
    if (!node.values || !ValuesNode.is(node.values)) {
      throw new Error(`A row inserted into ${node.into.table.identifier.name} must be given as values to be scoped to a shop`);
    }
    const rows = node.values.values.map((row) =>
      PrimitiveValueListNode.is(row)
        ? PrimitiveValueListNode.create([...row.values, CURRENT_SHOP])
        : ValueListNode.create([...row.values, ValueNode.create(CURRENT_SHOP)]),
    );
    return { ...node, columns: [...(node.columns ?? []), ColumnNode.create('shopId')], values: ValuesNode.create(rows) };
  }
}

/** The plugin scoping every statement to the current shop (the first one of the database's plugins). */
export class ShopScopePlugin implements KyselyPlugin {
  readonly #transformer = new ShopScopeTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** The shop each PostgreSQL connection was last set to ('' for none): a session keeps its settings. */
const postgresSessions = new WeakMap<DatabaseConnection, string>();

/**
 * A PostgreSQL connection checked out for a shop runs as the role hanout_app with `app.shop_id`
 * set, so that row-level security applies even when the connecting role may bypass it; checked out
 * outside any shop (migrations, sign-in, the operator) it runs as the connecting role. Set for the
 * session rather than the transaction, so that statements outside a transaction are covered too;
 * every checkout sets both again unless the connection already holds them.
 */
export async function setPostgresShop(connection: DatabaseConnection): Promise<void> {
  const shopId = contexts.getStore()?.shopId ?? null;
  const wanted = shopId === null ? '' : String(shopId);
  if ((postgresSessions.get(connection) ?? '') === wanted) return;
  postgresSessions.delete(connection);
  await connection.executeQuery(
    RawQuery.raw(`select set_config('role', $1, false), set_config('app.shop_id', $2, false)`, [
      shopId === null ? 'none' : 'hanout_app',
      wanted,
    ]),
  );
  postgresSessions.set(connection, wanted);
}

/** A statement's parameters with the current shop's id in place of its placeholder. */
function withCurrentShop<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  if (!query.parameters.includes(CURRENT_SHOP)) return query;
  const shopId = currentShopId();
  if (shopId === null) throw new Error(`A statement on a shop's rows was made outside any shop: ${query.sql}`);
  return { ...query, parameters: query.parameters.map((parameter) => (parameter === CURRENT_SHOP ? shopId : parameter)) };
}

/**
 * Makes every connection the driver hands out run statements for the current shop. `onCheckout`
 * (PostgreSQL's session settings) runs each time a connection is checked out, in the caller's context.
 */
export function scopeDriverToShop(driver: Driver, onCheckout?: (connection: DatabaseConnection) => Promise<void>): Driver {
  const acquire = driver.acquireConnection.bind(driver);
  const scoped = new WeakSet<DatabaseConnection>();
  driver.acquireConnection = async () => {
    const connection = await acquire();
    if (!scoped.has(connection)) {
      const execute = connection.executeQuery.bind(connection);
      const stream = connection.streamQuery.bind(connection);
      connection.executeQuery = (query) => execute(withCurrentShop(query));
      connection.streamQuery = (query, chunkSize) => stream(withCurrentShop(query), chunkSize);
      scoped.add(connection);
    }
    if (onCheckout) await onCheckout(connection);
    return connection;
  };
  return driver;
}

/** The database as stored, every shop's rows: for migrations, the operator's commands and finding who signs in. */
export function unscoped(db: Kysely<Database>): Kysely<Database> {
  return db.withoutPlugins().withPlugin(new CamelCasePlugin());
}
