import { useEffect } from 'react';
import {
  Button,
  FileButton,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LOGO_MAX_BYTES, shopSettingsRequest, type ShopSettings, type ShopSettingsRequest } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useLogoUrl, useRemoveLogo, useSaveSettings, useShopSettings, useUploadLogo } from './queries';

const TEXTS = {
  title: 'Settings',
  identity: 'Shop identity',
  identityHint: 'Printed on every document: name, address and phone in the header, the legal identifiers in the footer.',
  name: 'Trade name',
  legalName: 'Legal name',
  address: 'Address',
  city: 'City',
  phone: 'Phone',
  email: 'E-mail',
  ice: 'ICE (15 digits)',
  identifiantFiscal: 'IF (identifiant fiscal)',
  registreCommerce: 'RC (registre de commerce)',
  taxeProfessionnelle: 'TP (taxe professionnelle)',
  cnss: 'CNSS',
  documents: 'Documents and tax',
  vatRegistered: 'Registered for VAT (uncheck for a shop outside the VAT, CGI art. 89)',
  vatExemptionNote: 'VAT exemption note (printed when a line is at 0 %)',
  invoiceFooter: 'Invoice footer (bank details…)',
  documentLanguage: 'Document language',
  nearExpiryDays: 'Near-expiry window (days)',
  logo: 'Logo',
  logoHint: 'PNG or JPEG, at most 1 MB.',
  noLogo: 'No logo yet.',
  chooseLogo: 'Upload logo',
  removeLogo: 'Remove logo',
  logoTooBig: 'The logo must be at most 1 MB.',
  save: 'Save Settings',
  saved: 'Settings saved.',
};

const LANGUAGES = [
  { value: 'fr', label: 'Français' },
  { value: 'ar', label: 'العربية (labels in French for now)' },
  { value: 'en', label: 'English' },
];

const toRequest = ({ hasLogo: _hasLogo, missingIdentity: _missing, ...settings }: ShopSettings): ShopSettingsRequest => settings;

function LogoField({ hasLogo }: { hasLogo: boolean }) {
  const logo = useLogoUrl(hasLogo);
  const upload = useUploadLogo({
    onSuccess: ({ message }) => showSuccess('Success!', message),
    onError: (error) => showError('Error!', errorDetail(error)),
  });
  const remove = useRemoveLogo({
    onSuccess: ({ message }) => showSuccess('Success!', message),
    onError: (error) => showError('Error!', errorDetail(error)),
  });
  useEffect(() => () => (logo.data ? URL.revokeObjectURL(logo.data) : undefined), [logo.data]);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {TEXTS.logo}
      </Title>
      {hasLogo && logo.data ? (
        <Image src={logo.data} alt={TEXTS.logo} h={72} w="auto" fit="contain" />
      ) : (
        <Text c="dimmed">{TEXTS.noLogo}</Text>
      )}
      <Text size="xs" c="dimmed">
        {TEXTS.logoHint}
      </Text>
      <Group>
        <FileButton
          accept="image/png,image/jpeg"
          onChange={(file) => {
            if (!file) return;
            if (file.size > LOGO_MAX_BYTES) void showError('Error!', TEXTS.logoTooBig);
            else upload.mutate(file);
          }}
        >
          {(props) => (
            <Button variant="light" loading={upload.isPending} {...props}>
              {TEXTS.chooseLogo}
            </Button>
          )}
        </FileButton>
        {hasLogo && (
          <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {TEXTS.removeLogo}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const form = useForm<ShopSettingsRequest>({
    mode: 'controlled',
    initialValues: toRequest(settings),
    validate: schemaResolver(shopSettingsRequest, { sync: true }),
    validateInputOnBlur: true,
  });
  const save = useSaveSettings({
    onSuccess: () => showSuccess('Success!', TEXTS.saved),
    onError: (error) => showError('Error!', errorDetail(error)),
  });
  const text = (field: keyof typeof TEXTS & keyof ShopSettingsRequest, required = false) => (
    <TextInput label={TEXTS[field]} required={required} autoComplete="off" {...form.getInputProps(field)} />
  );
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(shopSettingsRequest.parse(values)))} noValidate>
      <Stack>
        <Title order={3} size="h5">
          {TEXTS.identity}
        </Title>
        <Text size="sm" c="dimmed">
          {TEXTS.identityHint}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('name', true)}
          {text('legalName', true)}
          {text('address', true)}
          {text('city', true)}
          {text('phone', true)}
          {text('email')}
          {text('ice', true)}
          {text('identifiantFiscal', true)}
          {text('registreCommerce', true)}
          {text('taxeProfessionnelle', true)}
          {text('cnss')}
        </SimpleGrid>
        <LogoField hasLogo={settings.hasLogo} />
        <Title order={3} size="h5">
          {TEXTS.documents}
        </Title>
        <Switch label={TEXTS.vatRegistered} {...form.getInputProps('vatRegistered', { type: 'checkbox' })} />
        <TextInput label={TEXTS.vatExemptionNote} {...form.getInputProps('vatExemptionNote')} />
        <Textarea label={TEXTS.invoiceFooter} autosize minRows={2} {...form.getInputProps('invoiceFooter')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label={TEXTS.documentLanguage} data={LANGUAGES} allowDeselect={false} {...form.getInputProps('documentLanguage')} />
          <NumberInput label={TEXTS.nearExpiryDays} min={1} max={3650} allowDecimal={false} {...form.getInputProps('nearExpiryDays')} />
        </SimpleGrid>
        <FormActions submitLabel={TEXTS.save} cancelTo="/dashboard" loading={save.isPending} />
      </Stack>
    </form>
  );
}

/** The shop's identity, logo and document settings (administrators). */
export default function SettingsPage() {
  usePageTitle(TEXTS.title);
  const settings = useShopSettings();
  return (
    <PageCard title={TEXTS.title}>{settings.data ? <SettingsForm settings={settings.data} /> : <Text c="dimmed">Loading…</Text>}</PageCard>
  );
}
