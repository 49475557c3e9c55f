import * as repository from '../../src/modules/ledger/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  ownerExists: [{ stockId: 12 }],
  listMovements: [{ productId: 4 }, 0, 20],
  listPriceChanges: [12],
  loadMovement: [301],
  insertMovements: [
    [
      {
        stockId: 12,
        productId: 4,
        type: 'SALE',
        quantityChange: -3,
        reason: null,
        note: null,
        documentId: 88,
        documentNumber: 'FA-2026-000088',
        userId: 1,
        at: '2026-06-01T09:30:00.000Z',
      },
      {
        stockId: 15,
        productId: 4,
        type: 'SALE',
        quantityChange: -1,
        reason: null,
        note: null,
        documentId: 88,
        documentNumber: 'FA-2026-000088',
        userId: 1,
        at: '2026-06-01T09:30:00.000Z',
      },
    ],
  ],
});
