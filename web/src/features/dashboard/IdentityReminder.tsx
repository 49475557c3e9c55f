import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { IdentityField } from '@hanout/contract';
import { isAdmin, validClaims } from '../../common/session';
import { useShopSettings } from './queries';

const TEXTS = {
  title: "The shop's identity is incomplete",
  intro: 'Invoices are legal documents only with the shop identity. Still missing:',
  link: 'Fill them in under Settings',
  fields: {
    name: 'trade name',
    legalName: 'legal name',
    address: 'address',
    city: 'city',
    phone: 'phone',
    ice: 'ICE',
    identifiantFiscal: 'IF',
    registreCommerce: 'RC',
    taxeProfessionnelle: 'TP',
  } satisfies Record<IdentityField, string>,
};

/** Tells administrators which identity fields documents still lack (documents print meanwhile). */
export function IdentityReminder() {
  const admin = isAdmin(validClaims());
  const settings = useShopSettings(admin);
  const missing = settings.data?.missingIdentity ?? [];
  if (!admin || missing.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={TEXTS.title} data-testid="identity-reminder">
      {TEXTS.intro} {missing.map((field) => TEXTS.fields[field]).join(', ')}.{' '}
      <Anchor component={Link} to="/settings">
        {TEXTS.link}
      </Anchor>
    </Alert>
  );
}
