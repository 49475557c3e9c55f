import { useEffect, useRef, useState } from 'react';
import { Button, Group, NumberInput, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import type { Product, ProductScan } from '@hanout/contract';
import { showMessage } from '../../common/dialogs';
import { todayDate } from '../../common/dates';
import { aboveRegulatedPrice, EMPTY_STOCK_FORM, scannedValues, type GrnDraftItem, type StockFormValues } from './grnDraft';
import { formatMoney } from '../../common/money';
import { t } from '../../common/i18n';
import { lazyRules, localizedResolver } from '../../common/validation';
import { asTyped } from '../../common/asTyped';

interface GrnStockFormProps {
  product: Product | null;
  /** Adds the line; answers false when the user declined (the form then keeps its values). */
  onAdd: (item: GrnDraftItem) => Promise<boolean>;
  /** What the box's GS1 scan said (a new object at each scan): its lot and expiry fill the form. */
  scanned?: ProductScan | null;
}

/** The Stock form: quantity, prices and dates of the selected product, then 'Add To GRN'. */
export function GrnStockForm({ product, onAdd, scanned = null }: GrnStockFormProps) {
  const today = todayDate();
  const [rules] = useState(() =>
    lazyRules<StockFormValues>(() => import('./grnForms').then((forms) => localizedResolver(forms.stockFormSchema(today)))),
  );
  const form = useForm<StockFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_STOCK_FORM,
    validate: rules.validate,
    validateInputOnChange: ['manufactureDate', 'expireDate'],
    validateInputOnBlur: true,
  });

  // A box scanned or chosen: its quantity is what the clerk types next, its regulated prices are proposed.
  const quantityInput = useRef<HTMLInputElement>(null);
  const { setFieldValue } = form;
  useEffect(() => {
    if (!product) return;
    quantityInput.current?.focus();
    if (product.pph !== null) setFieldValue('buyingPrice', product.pph);
    if (product.ppv !== null) setFieldValue('sellingPrice', product.ppv);
  }, [product, setFieldValue]);
  // Only a new scan fills the form: the clerk's corrections to it stay.
  const { setValues } = form;
  useEffect(() => {
    if (scanned) setValues(scannedValues(scanned));
  }, [scanned, setValues]);

  async function add() {
    if (!product) {
      await showMessage({ title: t('Oops...'), text: t('Please select a product!'), kind: 'warning' });
      return;
    }
    await rules.ready();
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    const abovePpv = aboveRegulatedPrice(product, Number(values.sellingPrice));
    if (abovePpv) return void form.setFieldError('sellingPrice', abovePpv);
    const added = await onAdd({
      product,
      quantity: Number(values.quantity),
      freeQuantity: Number(asTyped(values.freeQuantity)) || 0,
      buyingPrice: Number(values.buyingPrice),
      sellingPrice: Number(values.sellingPrice),
      manufactureDate: values.manufactureDate,
      expireDate: values.expireDate,
      batchNumber: values.batchNumber.trim() || null,
    });
    if (added) form.reset();
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        {t('Stock')}
      </Title>
      <form
        noValidate
        onFocus={() => void rules.ready()}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput ref={quantityInput} label={t('Quantity')} required min={1} {...form.getInputProps('quantity')} />
          <NumberInput label={t('Free units (UG)')} min={0} allowDecimal={false} {...form.getInputProps('freeQuantity')} />
          <NumberInput
            label={t('Buying Price')}
            required
            min={0}
            decimalScale={2}
            suffix={` ${t('DH')}`}
            {...form.getInputProps('buyingPrice')}
          />
          <NumberInput
            label={t('Selling Price')}
            description={product?.ppv == null ? undefined : t('PPV: {{ppv}}', { ppv: formatMoney(product.ppv) })}
            required
            min={0.01}
            decimalScale={2}
            suffix={` ${t('DH')}`}
            {...form.getInputProps('sellingPrice')}
          />
          <TextInput type="date" label={t('Manufacture Date')} required max={today} {...form.getInputProps('manufactureDate')} />
          <TextInput type="date" label={t('Expire Date')} required {...form.getInputProps('expireDate')} />
          <TextInput label={t('Lot number')} autoComplete="off" maxLength={40} {...form.getInputProps('batchNumber')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" leftSection={<IconPlus size={16} />}>
            {t('Add To GRN')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
