import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Divider, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconX } from '@tabler/icons-react';
import { MIXED_STOCK_DOSAGE_TOTAL, type StockEntry } from '@hanout/contract';
import { showError, showSuccess } from '../../common/dialogs';
import { formatDate } from '../../common/dates';
import { errorDetail } from '../../common/api';
import { StockPickerModal } from '../../domain/pickers/StockPickerModal';
import {
  dosageTotal,
  emptyValues,
  mixCost,
  mixedStockForm,
  REQUIRED_COMPONENTS,
  toMixedStockRequest,
  type MixedStockValues,
} from './mixedStockDraft';
import { useAddMixedStock } from './api';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';
import { Amount } from '../../common/Amount';

// Made once, so that the form's validate() stays the same function from one render to the next.
const validateMixedStock = localizedResolver(mixedStockForm);

/** A batch as the clerk finds it on the box: by its lot number, else by the stock line's number. */
const stockLabel = (stock: StockEntry) =>
  t('{{name}} — {{brand}} · {{batch}} · qté {{quantity}} · exp. {{expiry}}', {
    name: stock.product.name,
    brand: stock.product.brand.name,
    batch: stock.batchNumber ? `${t('Lot')} ${stock.batchNumber}` : `#${stock.id}`,
    quantity: stock.quantity,
    expiry: formatDate(stock.expireDate),
  });

interface MixedStockModalProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Add Mixed Stock' (French texts): a compounded product made of 2 to 6 stock lines whose dosages total 12. */
export function MixedStockModal({ opened, onClose }: MixedStockModalProps) {
  // The form lives here, outside the modal's content, so that it survives while the stock picker is open.
  const form = useForm<MixedStockValues>({
    mode: 'controlled',
    initialValues: emptyValues(),
    validate: validateMixedStock,
  });
  const { validate } = form;
  const [pickingFor, setPickingFor] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // After a refused save, each change checks the whole form again: the dosage total is a rule of
  // all the components together, so the banner and the red fields follow the corrections.
  useEffect(() => {
    if (submitted) validate();
  }, [submitted, form.values, validate]);

  const mutation = useAddMixedStock({
    onSuccess: async ({ message }) => {
      form.reset();
      setSubmitted(false);
      onClose();
      await showSuccess(t(message));
    },
    onError: (error) => void showError(t('Something went wrong!'), errorDetail(error, t('Le stock mixte n’a pas été ajouté.'))),
  });

  const close = () => {
    setSubmitted(false);
    form.clearErrors();
    onClose();
  };
  const total = dosageTotal(form.values.components);
  // Administrators see what the mix costs beside the price asked (staff receive no buying prices).
  const cost = mixCost(form.values.components);
  const price = Number(form.values.price);
  const belowCost = cost !== null && form.values.price !== '' && price < cost;
  const invalid = submitted && Object.keys(form.errors).length > 0;

  return (
    <>
      <Modal opened={opened && pickingFor === null} onClose={close} title={t('Ajouter un stock mixte')} size="xl" centered>
        <form
          noValidate
          onSubmit={form.onSubmit(
            (values) => mutation.mutate(toMixedStockRequest(values)),
            () => setSubmitted(true),
          )}
        >
          <Stack gap="sm">
            {invalid && (
              <Alert color="red" variant="light" title={t('Le formulaire est invalide')} role="alert">
                {typeof form.errors.components === 'string' ? form.errors.components : t('Corrigez les champs en rouge.')}
              </Alert>
            )}
            <Group grow align="flex-start">
              <TextInput label={t('Nom du stock mixte')} required autoComplete="off" {...form.getInputProps('name')} />
              <NumberInput
                label={t('Prix du stock mixte')}
                required
                min={0.01}
                decimalScale={2}
                suffix={` ${t('DH')}`}
                {...form.getInputProps('price')}
              />
            </Group>
            <Divider label={t('Composants (1 et 2 obligatoires, 3 à 6 facultatifs)')} labelPosition="left" />
            <Text size="sm" c="dimmed">
              {t('Chaque point de dosage prend une unité de son lot : un dosage de 6 retire 6 unités de ce stock.')}
            </Text>
            {form.values.components.map((component, index) => {
              const required = index < REQUIRED_COMPONENTS;
              const stockError = form.errors[`components.${index}.stock`];
              return (
                // On a phone the stock's label takes its own line, above its button and dosage.
                <Group key={index} align="flex-start" gap="xs">
                  <TextInput
                    style={{ flex: '1 1 240px' }}
                    label={t('Stock {{number}}', { number: index + 1 })}
                    required={required}
                    readOnly
                    placeholder={required ? t('Choisissez un stock') : t('Facultatif')}
                    value={component.stock ? stockLabel(component.stock) : ''}
                    error={stockError}
                    onClick={() => setPickingFor(index)}
                    rightSection={
                      component.stock ? (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('Retirer le stock {{number}}', { number: index + 1 })}
                          onClick={(event) => {
                            event.stopPropagation();
                            form.setFieldValue(`components.${index}.stock`, null);
                          }}
                        >
                          <IconX size={14} />
                        </ActionIcon>
                      ) : null
                    }
                  />
                  <Button
                    mt={25}
                    variant="light"
                    onClick={() => setPickingFor(index)}
                    aria-label={t('Choisir le stock {{number}}', { number: index + 1 })}
                  >
                    {t('Choisir')}
                  </Button>
                  <NumberInput
                    w={130}
                    label={t('Dosage {{number}}', { number: index + 1 })}
                    required={required}
                    min={0}
                    max={MIXED_STOCK_DOSAGE_TOTAL}
                    {...form.getInputProps(`components.${index}.dosage`)}
                  />
                </Group>
              );
            })}
            <Text size="sm" c={total === MIXED_STOCK_DOSAGE_TOTAL ? 'teal' : 'dimmed'} data-testid="dosage-total">
              {t('Total des dosages : {{total}} / {{required}}', { total, required: MIXED_STOCK_DOSAGE_TOTAL })}
            </Text>
            {cost !== null && (
              <Text size="sm" data-testid="mix-cost">
                {t('Coût du mélange au prix d’achat :')} <Amount value={cost} />
              </Text>
            )}
            {belowCost && (
              <Alert color="orange" variant="light" role="status">
                {t('Le prix demandé est inférieur au coût du mélange : la vente se fera à perte.')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('Annuler')}
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                {t('Ajouter')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <StockPickerModal
        opened={pickingFor !== null}
        onClose={() => setPickingFor(null)}
        onSelect={(stock) => {
          if (pickingFor !== null) form.setFieldValue(`components.${pickingFor}.stock`, stock);
        }}
      />
    </>
  );
}
