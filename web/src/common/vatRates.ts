import { VAT_RATES } from '@hanout/contract';

/** The VAT rate choices of the selects ('20 %'…), after an empty choice when `emptyLabel` names one. */
export const vatRateOptions = (emptyLabel?: string) => [
  ...(emptyLabel === undefined ? [] : [{ value: '', label: emptyLabel }]),
  ...VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` })),
];
