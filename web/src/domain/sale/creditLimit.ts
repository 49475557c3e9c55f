import { CREDIT_LIMIT_PROBLEM } from '@hanout/contract';
import { ApiError } from '../../common/api';
import { askConfirm } from '../../common/dialogs';
import { t } from '../../common/i18n';
import { isAdmin, validClaims } from '../../common/session';

/**
 * Whether a sale refused for taking its customer past their credit limit should be sent again,
 * allowed: an administrator is asked; staff see the refusal, which tells them to ask one.
 */
export async function allowPastCreditLimit(error: unknown): Promise<boolean> {
  if (!(error instanceof ApiError) || error.type !== CREDIT_LIMIT_PROBLEM || !isAdmin(validClaims())) return false;
  return askConfirm({
    title: t('Credit limit reached'),
    text: error.detail,
    confirmLabel: t('Allow this sale'),
    cancelLabel: t('Cancel'),
    danger: true,
    focusCancel: true,
  });
}
