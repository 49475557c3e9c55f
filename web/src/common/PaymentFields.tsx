import { NativeSelect, NumberInput, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { formatMoney } from './money';
import { PAYMENT_TYPE_OPTIONS } from './paymentTypes';
import { BalanceField, ReadOnlyField } from './ReadOnlyField';

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
      <ReadOnlyField label="Grand Total" value={formatMoney(total)} />
      <NumberInput label="Payment" required placeholder="0.00 DHs" decimalScale={2} {...payment} />
      {nativeSelect ? (
        <NativeSelect
          label="Payment Type"
          required
          data={[{ value: '', label: 'Select Payment Type' }, ...PAYMENT_TYPE_OPTIONS]}
          {...paymentType}
        />
      ) : (
        <Select label="Payment Type" required placeholder="Select Payment Type" data={PAYMENT_TYPE_OPTIONS} {...paymentType} />
      )}
      <BalanceField balance={balance} />
      {balance < 0 && <ReadOnlyField label="Remaining due" value={formatMoney(-balance)} data-testid="remaining-due" />}
      {balance > 0 && <ReadOnlyField label="Change" description="Money to give back" value={formatMoney(balance)} data-testid="change" />}
    </>
  );
}
