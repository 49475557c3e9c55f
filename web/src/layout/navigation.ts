import { t } from '../common/i18n';

export interface NavItem {
  label: string;
  to?: string;
  children?: { label: string; to: string }[];
  adminOnly?: boolean;
}

/** The sidebar: its groups and links, some for admins only, in the screens' language. */
export const navigation = (): NavItem[] => [
  { label: t('Counter'), to: '/counter' },
  { label: t('Dashboard'), to: '/dashboard' },
  { label: t('Customers'), to: '/customers' },
  { label: t('Receivables'), to: '/receivables' },
  { label: t('Payables'), to: '/payables', adminOnly: true },
  {
    label: t('GRN'),
    children: [
      { label: t('Add GRN'), to: '/grn' },
      { label: t('GRN History'), to: '/grn/history' },
    ],
  },
  { label: t('Stock'), to: '/stock' },
  { label: t('Lot recall'), to: '/stock/recall' },
  { label: t('Stock alerts'), to: '/alerts' },
  { label: t('Stocktakes'), to: '/stocktakes' },
  {
    label: t('Registers'),
    adminOnly: true,
    children: [
      { label: t('Ordonnancier'), to: '/registers/prescriptions' },
      { label: t('Narcotics register'), to: '/registers/narcotics' },
    ],
  },
  {
    label: t('Invoice'),
    children: [
      { label: t('Add Invoice'), to: '/invoice' },
      { label: t('Invoice History'), to: '/invoice/history' },
    ],
  },
  { label: t('Users'), to: '/users', adminOnly: true },
  {
    label: t('Suppliers'),
    adminOnly: true,
    children: [
      { label: t('Manage Suppliers'), to: '/suppliers' },
      { label: t('Manage Companies'), to: '/suppliers/companies' },
    ],
  },
  {
    label: t('Products'),
    adminOnly: true,
    children: [
      { label: t('Manage Products'), to: '/products' },
      { label: t('Manage Brands'), to: '/brands' },
      { label: t('Manage Categories'), to: '/categories' },
    ],
  },
  {
    label: t('Settings'),
    adminOnly: true,
    children: [
      { label: t('Shop Settings'), to: '/settings' },
      { label: t('VAT Summary'), to: '/reports/vat' },
      { label: t('Backups'), to: '/backups' },
    ],
  },
  { label: t('Import'), to: '/imports', adminOnly: true },
];

export const NAVIGATION_LINKS: string[] = navigation().flatMap((item) =>
  item.children ? item.children.map((child) => child.to) : [item.to!],
);

/**
 * The link a path lights: the most specific one (/suppliers/companies/add lights 'Manage Companies',
 * not 'Manage Suppliers'); a document opened from its history (/invoice/12, /grn/3) lights the
 * history, not the form that makes a new one.
 */
export function activeLinkOf(path: string): string | undefined {
  const listed = path.replace(/^\/(\w+)\/\d+(?=\/|$)/, (whole, base: string) =>
    NAVIGATION_LINKS.includes(`/${base}/history`) ? `/${base}/history` : whole,
  );
  return NAVIGATION_LINKS.filter((to) => listed === to || listed.startsWith(`${to}/`)).sort((a, b) => b.length - a.length)[0];
}
