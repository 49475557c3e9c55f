import * as repository from '../../src/modules/accounts/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  paymentsUpTo: ['customer', 7, '2026-03-31'],
  documentsOfParty: ['supplier', 7, [12, 13]],
  insertPayment: [
    'supplier',
    {
      number: 'PF-2026-000001',
      dateTime: '2026-03-14T10:00:00.000Z',
      localDate: '2026-03-14',
      amount: 15000,
      paymentType: 'CASH',
      partyId: 7,
      userId: 1,
    },
    [
      { documentId: 12, amount: 10000 },
      { documentId: 13, amount: 5000 },
    ],
  ],
  settledBy: ['customer', 3],
});
