import type { DocumentLanguage, ShopSettings } from '@hanout/contract';

/** The shop's settings and logo, as documents print them. */
export type ShopIdentity = ShopSettings & { logo: Buffer | null };

const CONTACT_LABELS: Record<DocumentLanguage, { colon: string; phone: string }> = {
  fr: { colon: ' : ', phone: 'Tél' },
  ar: { colon: ': ', phone: 'الهاتف' },
  en: { colon: ': ', phone: 'Phone' },
};

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
  /** The document language: its labels, and right to left for Arabic. */
  language: DocumentLanguage;
}

/** The header and footer of a document, in the shop's document language. */
export function pdfShop(shop: ShopIdentity): PdfShop {
  const language = shop.documentLanguage;
  const { colon, phone } = CONTACT_LABELS[language];
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
