import type { Paged, StockMovement, StockPriceChange } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { notFound } from '../../lib/problems';
import * as repository from './repository';
import type { MovementOwner } from './repository';

async function requireOwner(db: Db, owner: MovementOwner): Promise<void> {
  if (!(await repository.ownerExists(db, owner)))
    throw notFound('stockId' in owner ? `Stock ${owner.stockId} does not exist.` : `Product ${owner.productId} does not exist.`);
}

/** One page of a batch's or a product's movements, newest first; 404 when the batch or product is unknown. */
export async function listMovements(db: Db, owner: MovementOwner, page: number, size: number): Promise<Paged<StockMovement>> {
  await requireOwner(db, owner);
  return repository.listMovements(db, owner, page, size);
}

/** Every selling price change of a batch, newest first; 404 when the batch is unknown. */
export async function listPriceChanges(db: Db, stockId: number): Promise<StockPriceChange[]> {
  await requireOwner(db, { stockId });
  return repository.listPriceChanges(db, stockId);
}
