import * as repository from '../../src/modules/settings/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  findSettings: [],
  findSettingsWithLogo: [],
  findLogo: [],
  updateSettings: [
    {
      name: 'Pharmacie Atlas',
      legalName: 'Pharmacie Atlas SARL',
      address: '12 rue Allal Ben Abdellah',
      city: 'Rabat',
      phone: '0537000000',
      email: 'contact@atlas.ma',
      ice: '001234567000089',
      identifiantFiscal: '12345678',
      registreCommerce: '98765',
      taxeProfessionnelle: '25000000',
      cnss: '1234567',
      vatRegistered: true,
      vatExemptionNote: '',
      vatNotApplicableNote: '',
      invoiceFooter: '',
      documentLanguage: 'fr',
      nearExpiryDays: 90,
      receiptWidth: 80,
      alertDigestHour: 8,
    },
    '2026-11-22T09:00:00.000Z',
  ],
  updateLogo: [null, '2026-11-22T09:00:00.000Z'],
});
