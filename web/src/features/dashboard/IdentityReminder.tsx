import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { IdentityField } from '@hanout/contract';
import { isAdmin, validClaims } from '../../common/session';
import { useShopSettings } from './api';
import { t } from '../../common/i18n';

const texts = () => ({
  title: t("The shop's identity is incomplete"),
  intro: t('Invoices are legal documents only with the shop identity. Still missing:'),
  link: t('Fill them in under Settings'),
  fields: {
    name: t('trade name'),
    legalName: t('legal name'),
    address: t('address'),
    city: t('city'),
    phone: t('phone'),
    ice: t('ICE'),
    identifiantFiscal: t('IF'),
    registreCommerce: t('RC'),
    taxeProfessionnelle: t('TP'),
  } satisfies Record<IdentityField, string>,
});

/** Tells administrators which identity fields documents still lack (documents print meanwhile). */
export function IdentityReminder() {
  const admin = isAdmin(validClaims());
  const settings = useShopSettings(admin);
  const missing = settings.data?.missingIdentity ?? [];
  if (!admin || missing.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={texts().title} data-testid="identity-reminder">
      {texts().intro} {missing.map((field) => texts().fields[field]).join(', ')}.{' '}
      <Anchor component={Link} to="/settings" size="sm" c="inherit" underline="always" fw={600}>
        {texts().link}
      </Anchor>
    </Alert>
  );
}
