import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Divider, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  hasAtMostTwoDecimals,
  MIXED_STOCK_DOSAGE_TOTAL,
  MIXED_STOCK_MAX_COMPONENTS,
  type MixedStockRequest,
  type StockEntry,
} from '@hanout/contract';
import { showError, showSuccess } from '../../common/dialogs';
import { formatDate } from '../../common/dates';
import { errorDetail } from '../../common/useLeaveOnError';
import { typedNumber } from '../../common/typedNumber';
import { STOCK, addMixedStock } from './api';
import { StockPickerModal } from './StockPickerModal';

export interface MixedComponent {
  stock: StockEntry | null;
  dosage: number | string;
}
export interface MixedStockValues {
  name: string;
  price: number | string;
  components: MixedComponent[];
}

/** Components 1 and 2 are required, 3 to 6 optional. */
const REQUIRED_COMPONENTS = 2;
export const INVALID_BANNER = 'Le formulaire est invalide';

const emptyValues = (): MixedStockValues => ({
  name: '',
  price: '',
  components: Array.from({ length: MIXED_STOCK_MAX_COMPONENTS }, () => ({ stock: null, dosage: '' })),
});

const isFilled = (dosage: number | string) => dosage !== '' && dosage !== null && dosage !== undefined;

/** Only the components with a stock and a dosage above 0 count. */
export const countedComponents = (components: MixedComponent[]) =>
  components.filter((component): component is { stock: StockEntry; dosage: number } => !!component.stock && Number(component.dosage) > 0);

export const dosageTotal = (components: MixedComponent[]) =>
  countedComponents(components).reduce((sum, component) => sum + Number(component.dosage), 0);

const componentsSchema = z
  .array(z.object({ stock: z.custom<StockEntry | null>(), dosage: z.union([z.number(), z.string()]) }))
  .superRefine((components, ctx) => {
    const seen = new Set<number>();
    components.forEach((component, index) => {
      const required = index < REQUIRED_COMPONENTS;
      const dosage = Number(component.dosage);
      if (required && !component.stock) ctx.addIssue({ code: 'custom', path: [index, 'stock'], message: 'Le stock est obligatoire' });
      if (required && !isFilled(component.dosage)) {
        ctx.addIssue({ code: 'custom', path: [index, 'dosage'], message: 'Le dosage est obligatoire' });
      } else if (isFilled(component.dosage) && (!Number.isInteger(dosage) || dosage < 0 || (required && dosage === 0))) {
        ctx.addIssue({ code: 'custom', path: [index, 'dosage'], message: 'Le dosage doit être un nombre entier supérieur à 0' });
      } else if (component.stock && dosage > component.stock.quantity) {
        ctx.addIssue({ code: 'custom', path: [index, 'dosage'], message: `Stock insuffisant : ${component.stock.quantity} disponible(s)` });
      }
      if (component.stock && dosage > 0) {
        if (seen.has(component.stock.id)) ctx.addIssue({ code: 'custom', path: [index, 'stock'], message: 'Ce stock est déjà choisi' });
        seen.add(component.stock.id);
      }
    });
    if (dosageTotal(components) !== MIXED_STOCK_DOSAGE_TOTAL) {
      ctx.addIssue({ code: 'custom', path: [], message: `La somme des dosages doit être égale à ${MIXED_STOCK_DOSAGE_TOTAL}` });
    }
  });

/** The form's rules: name and price required, components 1 and 2 required, 3 to 6 optional, dosages totalling 12. */
export const mixedStockForm = z.object({
  name: z.string().trim().min(1, 'Le nom est obligatoire').max(150, 'Le nom ne doit pas dépasser 150 caractères'),
  price: typedNumber(
    z
      .number({ error: 'Le prix est obligatoire' })
      .min(1, 'Le prix doit être au moins 1')
      .max(10_000_000, 'Le prix est trop élevé')
      .refine(hasAtMostTwoDecimals, 'Le prix a au plus 2 décimales'),
  ),
  components: componentsSchema,
});

export const toMixedStockRequest = (values: MixedStockValues): MixedStockRequest => ({
  mixedStockName: values.name.trim(),
  mixedStockPrice: Number(values.price),
  mixedStockItems: countedComponents(values.components).map((component) => ({
    stockName: component.stock.id,
    dosage: Number(component.dosage),
  })),
});

const stockLabel = (stock: StockEntry) =>
  `${stock.product.name} — ${stock.product.brand.name} · #${stock.id} · qté ${stock.quantity} · exp. ${formatDate(stock.expireDate)}`;

interface MixedStockModalProps {
  opened: boolean;
  onClose(): void;
}

/** 'Add Mixed Stock' (French texts): a compounded product made of 2 to 6 stock lines whose dosages total 12. */
export function MixedStockModal({ opened, onClose }: MixedStockModalProps) {
  const queryClient = useQueryClient();
  // The form lives here, outside the modal's content, so that it survives while the stock picker is open.
  const form = useForm<MixedStockValues>({
    mode: 'controlled',
    initialValues: emptyValues(),
    validate: schemaResolver(mixedStockForm, { sync: true }),
  });
  const [pickingFor, setPickingFor] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // After a refused save, each change checks the whole form again: the dosage total is a rule of
  // all the components together, so the banner and the red fields follow the corrections.
  useEffect(() => {
    if (submitted) form.validate();
  }, [submitted, form.values]);

  const mutation = useMutation({
    mutationFn: addMixedStock,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: STOCK });
      form.reset();
      setSubmitted(false);
      onClose();
      await showSuccess(message);
    },
    onError: (error) => void showError('Something went wrong!', errorDetail(error, 'Le stock mixte n’a pas été ajouté.')),
  });

  const close = () => {
    setSubmitted(false);
    form.clearErrors();
    onClose();
  };
  const total = dosageTotal(form.values.components);
  const invalid = submitted && Object.keys(form.errors).length > 0;

  return (
    <>
      <Modal opened={opened && pickingFor === null} onClose={close} title="Ajouter un stock mixte" size="xl" centered>
        <form
          noValidate
          onSubmit={form.onSubmit(
            (values) => mutation.mutate(toMixedStockRequest(values)),
            () => setSubmitted(true),
          )}
        >
          <Stack gap="sm">
            {invalid && (
              <Alert color="red" variant="light" title={INVALID_BANNER} role="alert">
                {typeof form.errors.components === 'string' ? form.errors.components : 'Corrigez les champs en rouge.'}
              </Alert>
            )}
            <Group grow align="flex-start">
              <TextInput label="Nom du stock mixte" required autoComplete="off" {...form.getInputProps('name')} />
              <NumberInput label="Prix du stock mixte" required min={1} decimalScale={2} suffix=" DH" {...form.getInputProps('price')} />
            </Group>
            <Divider label="Composants (1 et 2 obligatoires, 3 à 6 facultatifs)" labelPosition="left" />
            {form.values.components.map((component, index) => {
              const required = index < REQUIRED_COMPONENTS;
              const stockError = form.errors[`components.${index}.stock`];
              return (
                // On a phone the stock's label takes its own line, above its button and dosage.
                <Group key={index} align="flex-start" gap="xs">
                  <TextInput
                    style={{ flex: '1 1 240px' }}
                    label={`Stock ${index + 1}`}
                    required={required}
                    readOnly
                    placeholder={required ? 'Choisissez un stock' : 'Facultatif'}
                    value={component.stock ? stockLabel(component.stock) : ''}
                    error={stockError}
                    onClick={() => setPickingFor(index)}
                    rightSection={
                      component.stock ? (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Retirer le stock ${index + 1}`}
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
                  <Button mt={25} variant="light" onClick={() => setPickingFor(index)} aria-label={`Choisir le stock ${index + 1}`}>
                    Choisir
                  </Button>
                  <NumberInput
                    w={130}
                    label={`Dosage ${index + 1}`}
                    required={required}
                    min={0}
                    max={MIXED_STOCK_DOSAGE_TOTAL}
                    {...form.getInputProps(`components.${index}.dosage`)}
                  />
                </Group>
              );
            })}
            <Text size="sm" c={total === MIXED_STOCK_DOSAGE_TOTAL ? 'teal' : 'dimmed'} data-testid="dosage-total">
              Total des dosages : {total} / {MIXED_STOCK_DOSAGE_TOTAL}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Annuler
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                Ajouter
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
