import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { authRoutes } from './auth/routes';
import { signInAttackRoutes } from './auth/attacks';
import { userRoutes } from './users/routes';
import { customerRoutes } from './customers/routes';
import { categoryRoutes } from './categories/routes';
import { brandRoutes } from './brands/routes';
import { companyRoutes } from './companies/routes';
import { supplierRoutes } from './suppliers/routes';
import { unitRoutes } from './units/routes';
import { productRoutes } from './products/routes';
import { grnRoutes } from './grns/routes';
import { stockRoutes } from './stock/routes';
import { invoiceRoutes } from './invoices/routes';
import { dashboardRoutes } from './dashboard/routes';
import { settingsRoutes } from './settings/routes';
import { reportRoutes } from './vat/routes';
import { backupRoutes, healthRoutes } from './backups';
import { receiptRoutes, receivableListRoutes, receivableRoutes } from './receivables';
import { creditNoteRoutes, invoiceCreditNoteRoutes } from './credit-notes';
import { recallRoutes } from './recall';
import { alertRoutes } from './alerts';
import { productLedgerRoutes, stockLedgerRoutes } from './ledger';
import { payableListRoutes, payableRoutes, supplierPaymentRoutes } from './payables';
import { grnSupplierReturnRoutes, supplierReturnRoutes } from './supplier-returns';
import { stocktakeRoutes } from './stocktakes';
import { registerRoutes } from './registers';
import { importRoutes } from './imports/routes';
import { operatorShopRoutes } from './shops/routes';

/** Every API module and the path it is served under, below /api. */
export const apiModules: Array<[string, FastifyPluginCallbackZod<AppContext>]> = [
  ['/auth', authRoutes],
  ['/auth', signInAttackRoutes],
  ['/users', userRoutes],
  ['/customers', customerRoutes],
  ['/customers', receivableRoutes],
  ['/receipts', receiptRoutes],
  ['/receivables', receivableListRoutes],
  ['/categories', categoryRoutes],
  ['/brands', brandRoutes],
  ['/companies', companyRoutes],
  ['/suppliers', supplierRoutes],
  ['/suppliers', payableRoutes],
  ['/supplier-payments', supplierPaymentRoutes],
  ['/payables', payableListRoutes],
  ['/units', unitRoutes],
  ['/products', productRoutes],
  ['/products', productLedgerRoutes],
  ['/grn', grnRoutes],
  ['/grn', grnSupplierReturnRoutes],
  ['/supplier-returns', supplierReturnRoutes],
  ['/stock', stockRoutes],
  ['/stock', recallRoutes],
  ['/alerts', alertRoutes],
  ['/stock', stockLedgerRoutes],
  ['/stocktakes', stocktakeRoutes],
  ['/registers', registerRoutes],
  ['/invoice', invoiceRoutes],
  ['/invoice', dashboardRoutes],
  ['/invoice', invoiceCreditNoteRoutes],
  ['/credit-notes', creditNoteRoutes],
  ['/settings', settingsRoutes],
  ['/reports', reportRoutes],
  ['/imports', importRoutes],
  ['/backups', backupRoutes],
  ['/health', healthRoutes],
  ['/operator/shops', operatorShopRoutes],
];
