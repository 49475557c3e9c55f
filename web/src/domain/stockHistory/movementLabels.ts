import { MOVEMENT_REASON_LABELS, STOCK_MOVEMENT_LABELS, type AdjustmentReason, type StockMovementType } from '@hanout/contract';
import { t } from '../../common/i18n';

/** What moved the stock, in words. */
export const movementTypeLabel = (type: StockMovementType): string => t(STOCK_MOVEMENT_LABELS[type]);

/** An adjustment's reason in words. */
export const adjustmentReasonLabel = (reason: AdjustmentReason): string => t(MOVEMENT_REASON_LABELS[reason]);

/** A movement's reason: a code in words, or the text a clerk typed on a return. */
export const movementReasonLabel = (reason: string | null): string =>
  reason !== null && Object.hasOwn(MOVEMENT_REASON_LABELS, reason)
    ? t(MOVEMENT_REASON_LABELS[reason as keyof typeof MOVEMENT_REASON_LABELS])
    : (reason ?? '');
