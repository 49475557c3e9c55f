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
import { useForm } from '@mantine/form';
import { LOGO_MAX_BYTES, RECEIPT_WIDTHS, shopSettingsRequest, type ShopSettings, type ShopSettingsRequest } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { useLogoUrl, useRemoveLogo, useSaveSettings, useShopSettings, useUploadLogo } from './api';
import { isolated, t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

const texts = () => ({
  title: t('Settings'),
  identity: t('Shop identity'),
  identityHint: t('Printed on every document: name, address and phone in the header, the legal identifiers in the footer.'),
  name: t('Trade name'),
  legalName: t('Legal name'),
  address: t('Address'),
  city: t('City'),
  phone: t('Phone'),
  email: t('E-mail'),
  ice: t('ICE (15 digits)'),
  identifiantFiscal: t('IF (identifiant fiscal)'),
  registreCommerce: t('RC (registre de commerce)'),
  taxeProfessionnelle: t('TP (taxe professionnelle)'),
  cnss: t('CNSS'),
  documents: t('Documents and tax'),
  vatRegistered: t('Registered for VAT (uncheck for a shop outside the VAT, CGI art. 89)'),
  vatExemptionNote: t('VAT exemption note (printed when a line is at 0 %; empty: the standard note, in the document language)'),
  vatNotApplicableNote: t('Note of a shop outside the VAT (empty: the standard note, in the document language)'),
  invoiceFooter: t('Invoice footer (bank details…)'),
  documentLanguage: t('Document language'),
  nearExpiryDays: t('Near-expiry window (days)'),
  receiptWidth: t('Receipt paper width'),
  alertDigestHour: t('Daily alerts e-mail'),
  alertDigestHint: t('Low stock, near-expiry and expired batches, e-mailed to the administrators once a day at this hour'),
  digestOff: t('Off'),
  logo: t('Logo'),
  logoHint: t('PNG or JPEG, at most 1 MB.'),
  noLogo: t('No logo yet.'),
  chooseLogo: t('Upload logo'),
  removeLogo: t('Remove logo'),
  logoTooBig: t('The logo must be at most 1 MB.'),
  save: t('Save Settings'),
  saved: t('Settings saved.'),
});

const languages = () => [
  { value: 'fr', label: 'Français' },
  { value: 'ar', label: 'العربية' },
  { value: 'en', label: 'English' },
];

const OFF = 'off';
/** Off, then each hour of the shop's day. */
const digestHours = () => [
  { value: OFF, label: texts().digestOff },
  ...Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` })),
];

const toRequest = ({ hasLogo: _hasLogo, missingIdentity: _missing, ...settings }: ShopSettings): ShopSettingsRequest => settings;

function LogoField({ hasLogo }: { hasLogo: boolean }) {
  const logo = useLogoUrl(hasLogo);
  const upload = useUploadLogo({
    onSuccess: ({ message }) => showSuccess(t('Success!'), message),
    onError: (error) => showError(t('Error!'), errorDetail(error)),
  });
  const remove = useRemoveLogo({
    onSuccess: ({ message }) => showSuccess(t('Success!'), message),
    onError: (error) => showError(t('Error!'), errorDetail(error)),
  });
  useEffect(() => () => (logo.data ? URL.revokeObjectURL(logo.data) : undefined), [logo.data]);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {texts().logo}
      </Title>
      {hasLogo && logo.data ? (
        <Image src={logo.data} alt={texts().logo} h={72} w="auto" fit="contain" />
      ) : (
        <Text c="dimmed">{texts().noLogo}</Text>
      )}
      <Text size="xs" c="dimmed">
        {texts().logoHint}
      </Text>
      <Group>
        <FileButton
          accept="image/png,image/jpeg"
          onChange={(file) => {
            if (!file) return;
            if (file.size > LOGO_MAX_BYTES) void showError(t('Error!'), texts().logoTooBig);
            else upload.mutate(file);
          }}
        >
          {(props) => (
            <Button variant="light" loading={upload.isPending} {...props}>
              {texts().chooseLogo}
            </Button>
          )}
        </FileButton>
        {hasLogo && (
          <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {texts().removeLogo}
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
    validate: localizedResolver(shopSettingsRequest),
    validateInputOnBlur: true,
  });
  const save = useSaveSettings({
    onSuccess: () => showSuccess(t('Success!'), texts().saved),
    onError: (error) => showError(t('Error!'), errorDetail(error)),
  });
  const text = (field: keyof ReturnType<typeof texts> & keyof ShopSettingsRequest, required = false) => (
    <TextInput label={texts()[field]} required={required} autoComplete="off" {...form.getInputProps(field)} />
  );
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(shopSettingsRequest.parse(values)))} noValidate>
      <Stack>
        <Title order={3} size="h5">
          {texts().identity}
        </Title>
        <Text size="sm" c="dimmed">
          {texts().identityHint}
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
          {texts().documents}
        </Title>
        <Switch label={texts().vatRegistered} {...form.getInputProps('vatRegistered', { type: 'checkbox' })} />
        <TextInput label={texts().vatExemptionNote} {...form.getInputProps('vatExemptionNote')} />
        {!form.values.vatRegistered && <TextInput label={texts().vatNotApplicableNote} {...form.getInputProps('vatNotApplicableNote')} />}
        <Textarea label={texts().invoiceFooter} autosize minRows={2} {...form.getInputProps('invoiceFooter')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label={texts().documentLanguage} data={languages()} allowDeselect={false} {...form.getInputProps('documentLanguage')} />
          <NumberInput label={texts().nearExpiryDays} min={1} max={3650} {...form.getInputProps('nearExpiryDays')} />
          <Select
            label={texts().receiptWidth}
            data={RECEIPT_WIDTHS.map((width) => ({ value: String(width), label: isolated(`${width} mm`) }))}
            allowDeselect={false}
            value={String(form.values.receiptWidth ?? RECEIPT_WIDTHS[0])}
            onChange={(value) => form.setFieldValue('receiptWidth', Number(value) as ShopSettings['receiptWidth'])}
          />
          <Select
            label={texts().alertDigestHour}
            description={texts().alertDigestHint}
            data={digestHours()}
            allowDeselect={false}
            value={form.values.alertDigestHour == null ? OFF : String(form.values.alertDigestHour)}
            onChange={(value) => form.setFieldValue('alertDigestHour', value === OFF || value === null ? null : Number(value))}
          />
        </SimpleGrid>
        <FormActions submitLabel={texts().save} cancel="/dashboard" loading={save.isPending} />
      </Stack>
    </form>
  );
}

/** The shop's identity, logo and document settings (administrators). */
export default function SettingsPage() {
  usePageTitle(texts().title);
  const settings = useShopSettings();
  return (
    <PageCard title={texts().title}>
      {settings.data ? <SettingsForm settings={settings.data} /> : <Text c="dimmed">{t('Loading…')}</Text>}
    </PageCard>
  );
}
