import type { DocumentLanguage, ShopSettings } from '@hanout/contract';
import { leftToRight } from './text';

/** The shop's settings and logo, as documents print them. */
export type ShopIdentity = ShopSettings & { logo: Buffer | null };

/** French sets a space before a colon; Arabic and English do not. */
const COLONS: Record<DocumentLanguage, string> = { fr: ' : ', ar: ': ', en: ': ' };
const PHONE_LABELS: Record<DocumentLanguage, string> = { fr: 'Tél', ar: 'الهاتف', en: 'Phone' };

/** `label : value` in French, `label: value` in Arabic and English. */
export const labelled = (language: DocumentLanguage, label: string, value: string) => `${label}${COLONS[language]}${value}`;

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
    .map(([label, value]) => labelled(language, label, leftToRight(value)))
    .join('  ·  ');
  return {
    name: shop.name || shop.legalName,
    lines: [
      shop.legalName && shop.legalName !== shop.name ? shop.legalName : '',
      [shop.address, shop.city].filter(Boolean).join(', '),
      [shop.phone && labelled(language, PHONE_LABELS[language], leftToRight(shop.phone)), shop.email].filter(Boolean).join('  ·  '),
    ].filter(Boolean),
    legal,
    logo: shop.logo,
    language,
  };
}
