import { useState } from 'react';
import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { reversedRangeError } from '../../common/dates';
import { useAllBrands, useAllCategories } from '../../common/catalog';
import { EMPTY_STOCK_FILTERS, toStockFilters, type StockFilterValues } from './useStockSearch';
import { t } from '../../common/i18n';

interface StockFiltersPanelProps {
  value: StockFilterValues;
  onChange: (value: StockFilterValues) => void;
}

/** The stock filters, shared by the Stock Management screen and the Select Stock picker. */
export function StockFiltersPanel({ value, onChange }: StockFiltersPanelProps) {
  const set = <K extends keyof StockFilterValues>(key: K, next: StockFilterValues[K]) => onChange({ ...value, [key]: next });
  // On a phone the eight other filters would fill the screen before the first stock line: they
  // fold behind a button that counts the ones in use.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [othersShown, setOthersShown] = useState(false);
  // The categories and brands (every brand: the longest answer of the screen) are asked for once their fields show, not before the list.
  const categories = useAllCategories(!phone || othersShown);
  const brands = useAllBrands(!phone || othersShown);
  // What the search applies: half-typed dates are not counted.
  const othersInUse = Object.keys(toStockFilters(value)).filter((key) => key !== 'productName').length;

  const brandChoices = (brands.data ?? []).filter((brand) => !value.categoryId || String(brand.category.id) === value.categoryId);
  /** '<name> Start' and '<name> End', the end saying when it comes before the start. */
  const dateRange = (from: 'manufactureDateFrom' | 'expireDateFrom', to: 'manufactureDateTo' | 'expireDateTo', name: string) => {
    const labels: [string, string] = [t('{{name}} Start', { name }), t('{{name}} End', { name })];
    return (
      <>
        <TextInput type="date" label={labels[0]} value={value[from]} onChange={(event) => set(from, event.currentTarget.value)} />
        <TextInput
          type="date"
          label={labels[1]}
          value={value[to]}
          error={reversedRangeError('dates', value[from], value[to], labels)}
          onChange={(event) => set(to, event.currentTarget.value)}
        />
      </>
    );
  };

  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 5 }}
      spacing="sm"
      verticalSpacing="xs"
      mb="md"
      role="search"
      aria-label={t('Stock filters')}
    >
      <TextInput
        label={t('Product Name')}
        placeholder={t('Search product')}
        leftSection={<IconSearch size={16} />}
        value={value.productName}
        onChange={(event) => set('productName', event.currentTarget.value)}
      />
      {phone && (
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={othersShown ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          aria-expanded={othersShown}
          onClick={() => setOthersShown((shown) => !shown)}
        >
          {othersInUse ? t('More filters ({{count}} in use)', { count: othersInUse }) : t('More filters')}
        </Button>
      )}
      {(!phone || othersShown) && (
        <>
          <Select
            label={t('Category')}
            placeholder={t('All categories')}
            clearable
            searchable
            nothingFoundMessage={t('No category found')}
            data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
            value={value.categoryId}
            onChange={(categoryId) => {
              const brand = brands.data?.find((candidate) => String(candidate.id) === value.brandId);
              const keepBrand = !categoryId || !brand || String(brand.category.id) === categoryId;
              onChange({ ...value, categoryId, brandId: keepBrand ? value.brandId : null });
            }}
          />
          <Select
            label={t('Brand')}
            placeholder={t('All brands')}
            clearable
            searchable
            nothingFoundMessage={t('No brand found')}
            data={brandChoices.map((brand) => ({ value: String(brand.id), label: brand.name }))}
            value={value.brandId}
            onChange={(brandId) => set('brandId', brandId)}
          />
          <NumberInput
            label={t('Price Min')}
            placeholder={t('DH')}
            min={0}
            allowNegative={false}
            decimalScale={2}
            value={value.sellingPriceFrom}
            onChange={(next) => set('sellingPriceFrom', next)}
          />
          <NumberInput
            label={t('Price Max')}
            placeholder={t('DH')}
            min={0}
            allowNegative={false}
            decimalScale={2}
            value={value.sellingPriceTo}
            error={reversedRangeError('amounts', value.sellingPriceFrom, value.sellingPriceTo, [t('Price Min'), t('Price Max')])}
            onChange={(next) => set('sellingPriceTo', next)}
          />
          {dateRange('manufactureDateFrom', 'manufactureDateTo', t('Manufacture Date'))}
          {dateRange('expireDateFrom', 'expireDateTo', t('Expire Date'))}
          <Group align="flex-end">
            <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={() => onChange(EMPTY_STOCK_FILTERS)}>
              {t('Clear Filters')}
            </Button>
          </Group>
        </>
      )}
    </SimpleGrid>
  );
}
