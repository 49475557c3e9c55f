import { Select } from '@mantine/core';
import type { VatRate } from '@hanout/contract';
import { t } from '../../common/i18n';
import { vatRateOptions } from '../../common/vatRates';

/** The rate a category's new products take (they can be changed one by one), or none. */
export function DefaultVatRateSelect({ value, onChange }: { value: VatRate | null | undefined; onChange: (rate: VatRate | null) => void }) {
  return (
    <Select
      label={t('Default VAT rate of its products')}
      data={vatRateOptions(t('None'))}
      allowDeselect={false}
      maw={280}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(rate) => onChange(rate ? (Number(rate) as VatRate) : null)}
    />
  );
}
