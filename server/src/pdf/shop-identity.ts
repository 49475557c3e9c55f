import type { ShopSettings } from '@hanout/contract';

/** The shop's settings and logo, as documents print them. */
export type ShopIdentity = ShopSettings & { logo: Buffer | null };

/** The document languages with their own labels; Arabic prints French labels until Arabic shaping is in place. */
export type LabelLanguage = 'fr' | 'en';
export const labelLanguage = (shop: ShopIdentity): LabelLanguage => (shop.documentLanguage === 'en' ? 'en' : 'fr');

/** The header and footer of every document: who the shop is (header) and its legal identifiers (footer). */
export interface PdfShop {
  /** Trade name, else legal name; empty until the identity is filled in (the document still prints). */
  name: string;
  /** Legal name (when it differs from the trade name), address, city, phone, e-mail. */
  lines: string[];
  /** `ICE : … · IF : … · RC : … · TP : … · CNSS : …`, the filled ones only. */
  legal: string;
  /** PNG or JPEG bytes. */
  logo: Uint8Array | null;
  language: LabelLanguage;
}

/** The header and footer of a document, in the shop's document language unless the document has only English labels yet. */
export function pdfShop(shop: ShopIdentity, language: LabelLanguage = labelLanguage(shop)): PdfShop {
  const colon = language === 'fr' ? ' : ' : ': ';
  const phone = language === 'fr' ? 'Tél' : 'Phone';
  const legal = (
    [
      ['ICE', shop.ice],
      ['IF', shop.identifiantFiscal],
      ['RC', shop.registreCommerce],
      ['TP', shop.taxeProfessionnelle],
      ['CNSS', shop.cnss],
    ] as const
  )
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}${colon}${value}`)
    .join('  ·  ');
  return {
    name: shop.name || shop.legalName,
    lines: [
      shop.legalName && shop.legalName !== shop.name ? shop.legalName : '',
      [shop.address, shop.city].filter(Boolean).join(', '),
      [shop.phone && `${phone}${colon}${shop.phone}`, shop.email].filter(Boolean).join('  ·  '),
    ].filter(Boolean),
    legal,
    logo: shop.logo,
    language,
  };
}
