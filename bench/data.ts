import { eanCheckDigit } from '@hanout/contract';
/** Deterministic, realistic-looking shop data: Moroccan names, pharmacy products, prices. */

/** mulberry32: a small seeded generator, so that every seed of a scale holds the same data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  /** 1..n, small values far more often (a Zipf-like law: a few products sell most). */
  const skewed = (n: number, exponent = 1.2) => Math.min(n, Math.floor(Math.pow(next(), exponent * 2.2) * n) + 1);
  const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join('');
  return { next, int, pick, skewed, digits };
}
export type Random = ReturnType<typeof createRandom>;

export const FIRST_NAMES = [
  'Mohammed',
  'Fatima',
  'Ahmed',
  'Khadija',
  'Youssef',
  'Aicha',
  'Hassan',
  'Meryem',
  'Omar',
  'Salma',
  'Rachid',
  'Zineb',
  'Karim',
  'Nadia',
  'Said',
  'Hanane',
  'Abdellah',
  'Samira',
  'Mustapha',
  'Imane',
  'Hamza',
  'Laila',
  'Amine',
  'Souad',
  'Driss',
  'Naima',
  'Younes',
  'Houda',
  'Anas',
  'Wafae',
  'Mehdi',
  'Ghizlane',
  'Adil',
  'Sanaa',
  'Othmane',
  'Btissam',
  'Ilyas',
  'Asmae',
  'Reda',
  'Siham',
  'Ayoub',
  'Loubna',
  'Tarik',
  'Kawtar',
  'Jamal',
  'Hind',
];
export const LAST_NAMES = [
  'Alaoui',
  'Benali',
  'El Idrissi',
  'Bennani',
  'Tazi',
  'Berrada',
  'Chraibi',
  'El Amrani',
  'Fassi',
  'Lahlou',
  'Ouazzani',
  'Sqalli',
  'Kettani',
  'Benjelloun',
  'El Mansouri',
  'Ziani',
  'Bouzidi',
  'Hajji',
  'Naciri',
  'Tahiri',
  'Benkirane',
  'El Khatib',
  'Rami',
  'Saidi',
  'Cherkaoui',
  'Filali',
  'Jabri',
  'Mernissi',
  'Sebti',
  'Zeroual',
  'Amrani',
  'Belhaj',
  'Daoudi',
  'Essafi',
  'Ghazali',
  'Haddaoui',
  'Iraqi',
  'Kabbaj',
  'Lamrani',
  'Moussaoui',
];
const CITIES = ['Casablanca', 'Rabat', 'Fès', 'Marrakech', 'Tanger', 'Agadir', 'Meknès', 'Oujda', 'Kénitra', 'Tétouan'];
const COMPANY_WORDS = ['Pharma', 'Laboratoires', 'Répartition', 'Distribution', 'Médical', 'Santé', 'Galenica', 'Maghreb', 'Atlas', 'Sud'];
export const CATEGORIES = [
  'Analgesics',
  'Antibiotics',
  'Antihistamines',
  'Antiseptics',
  'Vitamins',
  'Dermatology',
  'Baby care',
  'Cardiology',
  'Diabetes',
  'Digestive',
  'Respiratory',
  'Ophthalmology',
  'Oral care',
  'Hair care',
  'Sun care',
  'Orthopedics',
  'First aid',
  'Homeopathy',
  'Herbal',
  'Nutrition',
  'Hygiene',
  'Medical devices',
  'Gynecology',
  'Neurology',
];
const STEMS = [
  'dol',
  'amox',
  'para',
  'ibu',
  'cef',
  'azi',
  'vita',
  'derm',
  'gast',
  'pulmo',
  'cardi',
  'neur',
  'ophta',
  'rhin',
  'flu',
  'cal',
  'mag',
  'zinc',
  'fer',
  'lact',
  'bio',
  'hydr',
  'sola',
  'dent',
  'gyn',
  'levo',
  'metfo',
  'ome',
  'pan',
  'sert',
  'clar',
  'dexa',
  'bet',
  'pred',
  'salbu',
  'lora',
  'cetiri',
  'diclo',
  'keto',
  'napro',
];
const ENDINGS = ['ane', 'il', 'ex', 'ol', 'ine', 'ax', 'am', 'ium', 'ose', 'al', 'yl', 'en', 'ic', 'on', 'ia', 'ma'];
const FORMS = ['Tablet', 'Capsule', 'Syrup', 'Cream', 'Gel', 'Drops', 'Spray', 'Sachet', 'Ampoule', 'Ointment', 'Lotion'];
const STRENGTHS = ['50 mg', '100 mg', '200 mg', '250 mg', '400 mg', '500 mg', '1 g', '5 ml', '10 ml', '1%', '2%', '5%', ''];
/** Units as seeded by the first migration. */
export const UNIT_COUNT = 11;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const personName = (r: Random) => `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
export const mobile = (r: Random) => `0${r.pick(['6', '7'])}${r.digits(8)}`;
/** ICE: the 15-digit Moroccan company identifier; most private customers have none. */
export const ice = (r: Random) => (r.next() < 0.3 ? r.digits(15) : '');

export function companyRow(r: Random, index: number) {
  const city = r.pick(CITIES);
  const name = `${r.pick(COMPANY_WORDS)} ${r.pick(LAST_NAMES)} ${city} ${index + 1}`;
  return {
    name,
    email: `contact${index + 1}@${name.toLowerCase().replace(/[^a-z]+/g, '')}.ma`.slice(0, 250),
    mobile: `05${r.digits(8)}`,
    address: `${r.int(1, 250)} Boulevard ${r.pick(LAST_NAMES)}, ${city}`,
  };
}

export function brandName(r: Random, index: number) {
  return `${capitalize(r.pick(STEMS))}${r.pick(ENDINGS)} ${r.pick(['Lab', 'Pharma', 'Care', 'Med', 'Santé', 'Bio'])} ${index + 1}`;
}

export function productName(r: Random, brand: string, index: number) {
  const strength = r.pick(STRENGTHS);
  const stem = `${capitalize(r.pick(STEMS))}${r.pick(ENDINGS)}`;
  return `${stem} ${brand.split(' ')[0]} ${r.pick(FORMS)}${strength ? ` ${strength}` : ''} #${index + 1}`;
}

/** Search words a user types: a name fragment, a product stem. */
export const customerSearchTerms = [...FIRST_NAMES.map((name) => name.slice(0, 4)), ...LAST_NAMES.map((name) => name.slice(0, 5))];
export const productSearchTerms = STEMS;

/** `YYYY-MM-DD` of a Date in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The EAN-13 of seeded product `id`: Morocco's GS1 prefix 611, the id, and the check digit. */
export const productBarcode = (id: number) => {
  const body = `611${String(id).padStart(9, '0')}`;
  return `${body}${eanCheckDigit(body)}`;
};
