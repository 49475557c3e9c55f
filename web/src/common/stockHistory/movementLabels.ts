import type { AdjustmentReason, StockMovementType } from '@hanout/contract';
import { t } from '../i18n';

/** What moved the stock, in words. */
export const movementTypeLabel = (type: StockMovementType): string =>
  ({
    GRN: t('Reception'),
    SALE: t('Sale'),
    CREDIT_NOTE: t('Credit note'),
    SUPPLIER_RETURN: t('Supplier return'),
    MIX_IN: t('Mix made'),
    MIX_OUT: t('Used in a mix'),
    ADJUSTMENT: t('Adjustment'),
    COUNT: t('Stock count'),
  })[type];

/** An adjustment's reason in words; the codes written by imports and the ledger's start too. */
export const adjustmentReasonLabel = (reason: AdjustmentReason | 'OPENING_STOCK' | 'LEDGER_START'): string =>
  ({
    BREAKAGE: t('Breakage'),
    EXPIRED_DESTROYED: t('Expired, destroyed'),
    THEFT: t('Theft'),
    COUNT_CORRECTION: t('Count correction'),
    INTERNAL_USE: t('Internal use'),
    OTHER: t('Other'),
    OPENING_STOCK: t('Opening stock'),
    LEDGER_START: t('Quantity when the history began'),
  })[reason];

const CODED = new Set([
  'BREAKAGE',
  'EXPIRED_DESTROYED',
  'THEFT',
  'COUNT_CORRECTION',
  'INTERNAL_USE',
  'OTHER',
  'OPENING_STOCK',
  'LEDGER_START',
]);

/** A movement's reason: a code in words, or the text a clerk typed on a return. */
export const movementReasonLabel = (reason: string | null): string =>
  reason === null ? '' : CODED.has(reason) ? adjustmentReasonLabel(reason as AdjustmentReason) : reason;
