import { NativeSelect, NumberInput, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { paymentTypeOptions } from './paymentTypes';
import { AmountField, BalanceField } from '../../common/ReadOnlyField';
import { t } from '../../common/i18n';

interface PaymentFieldsProps {
  total: number;
  balance: number;
  payment: GetInputPropsReturnType;
  paymentType: GetInputPropsReturnType;
  /** The browser's own select (the invoice's, quick from the keyboard) rather than a searchable list. */
  nativeSelect?: boolean;
}

/**
 * The payment panel of a sale or a GRN: Grand Total, Payment (0 sells or buys on credit), Payment Type,
 * Balance (payment − grand total), and what it means: the amount still due, or the change to give back.
 */
export function PaymentFields({ total, balance, payment, paymentType, nativeSelect = false }: PaymentFieldsProps) {
  return (
    <>
      <AmountField label={t('Grand Total')} value={total} />
      <NumberInput label={t('Payment')} required placeholder={t('0.00 DHs')} decimalScale={2} {...payment} />
      {nativeSelect ? (
        <NativeSelect
          label={t('Payment Type')}
          required
          data={[{ value: '', label: t('Select Payment Type') }, ...paymentTypeOptions()]}
          {...paymentType}
        />
      ) : (
        <Select label={t('Payment Type')} required placeholder={t('Select Payment Type')} data={paymentTypeOptions()} {...paymentType} />
      )}
      <BalanceField balance={balance} />
      {balance < 0 && <AmountField label={t('Remaining due')} value={-balance} data-testid="remaining-due" />}
      {balance > 0 && <AmountField label={t('Change')} description={t('Money to give back')} value={balance} data-testid="change" />}
    </>
  );
}
