import * as repository from '../../src/modules/registers/repository';
import { repositorySql } from './sql-examples';

const days = { from: '2026-05-01', to: '2026-05-31' };
const moments = { from: '2026-04-30T23:00:00.000Z', until: '2026-05-31T23:00:00.000Z' };

export default repositorySql(repository, {
  invoiceLines: [40],
  insertPrescription: [
    {
      invoiceId: 40,
      prescriberName: 'Dr Amrani',
      prescriberInpe: '123456789',
      patientName: 'Fatima Zahra',
      patientAddress: '12 rue Atlas, Fès',
      patientNationalId: 'C123456',
      prescribedOn: '2026-05-12',
      prescriptionNumber: null,
      userId: 2,
      at: '2026-05-12T10:00:00.000Z',
    },
  ],
  insertEntry: [
    {
      number: 'ORD-2026-000007',
      localDate: '2026-05-12',
      at: '2026-05-12T10:00:00.000Z',
      prescriptionId: 3,
      invoiceId: 40,
      invoiceItemId: 81,
      documentNumber: 'FA-2026-000040',
      productId: 4,
      productName: 'Tramadol 50 mg',
      schedule: 'B',
      stockId: 12,
      batchNumber: 'L2026A',
      quantity: 2,
      userId: 2,
    },
  ],
  returnedEntries: [9],
  entryPage: [days, 0, 20],
  entriesAfter: [days, { localDate: '2026-05-12', id: 7 }, 500],
  entryTotals: [days],
  recentPrescribers: ['amra', 10],
  findProduct: [4],
  balanceBefore: [4, moments.from],
  movementTotals: [4, moments],
  unitsOfFirst: [4, moments, 20],
  registerMovements: [4, moments, 20, 20],
});
