import type { Db } from '../../src/db/connect';
import { recordOpeningStock } from './stock-ledger-check';

/** Rows the sales tests need, written straight to the database (no dependency on other modules' routes). */
export function salesFixtures(db: Db) {
  let counter = 0;
  const unique = (text: string) => `${text} ${++counter}`;

  async function category(name = unique('Category')) {
    return (await db.insertInto('categories').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
  }
  async function brand(name = unique('Brand'), categoryId?: number) {
    const category_ = categoryId ?? (await category());
    return (await db.insertInto('brands').values({ name, categoryId: category_ }).returning('id').executeTakeFirstOrThrow()).id;
  }
  async function product(name = unique('Product'), brandId?: number) {
    const unit = await db.selectFrom('units').select('id').where('name', '=', 'Box').executeTakeFirstOrThrow();
    const brand_ = brandId ?? (await brand());
    return (await db.insertInto('products').values({ name, brandId: brand_, unitId: unit.id }).returning('id').executeTakeFirstOrThrow())
      .id;
  }
  /** Prices in centimes. */
  async function stock(
    productId: number,
    options: { quantity: number; buyingPrice?: number; sellingPrice?: number; manufactureDate?: string; expireDate?: string },
  ) {
    const { id } = await db
      .insertInto('stocks')
      .values({
        productId,
        grnItemId: null,
        quantity: options.quantity,
        initialQuantity: options.quantity,
        buyingPrice: options.buyingPrice ?? 1000,
        sellingPrice: options.sellingPrice ?? 1500,
        manufactureDate: options.manufactureDate ?? '2025-01-15',
        expireDate: options.expireDate ?? '2030-06-30',
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordOpeningStock(db, id, productId, options.quantity);
    return id;
  }
  async function customer(options: { name?: string; ice?: string; mobile?: string } = {}) {
    const values = {
      name: options.name ?? unique('Customer'),
      ice: options.ice ?? '001122334455667',
      mobile: options.mobile ?? '0612345678',
    };
    const { id } = await db
      .insertInto('customers')
      .values({ ...values, createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, ...values };
  }
  const stockRow = (id: number) => db.selectFrom('stocks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  return { category, brand, product, stock, customer, stockRow };
}
