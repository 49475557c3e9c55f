export interface NavItem {
  label: string;
  to?: string;
  children?: { label: string; to: string }[];
  adminOnly?: boolean;
}

/** The sidebar: its groups and links, some for admins only. */
export const NAVIGATION: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Customers', to: '/customers' },
  {
    label: 'GRN',
    children: [
      { label: 'Add GRN', to: '/grn' },
      { label: 'GRN History', to: '/grn/history' },
    ],
  },
  { label: 'Stock', to: '/stock' },
  {
    label: 'Invoice',
    children: [
      { label: 'Add Invoice', to: '/invoice' },
      { label: 'Invoice History', to: '/invoice/history' },
    ],
  },
  { label: 'Users', to: '/users', adminOnly: true },
  {
    label: 'Suppliers',
    adminOnly: true,
    children: [
      { label: 'Manage Suppliers', to: '/suppliers' },
      { label: 'Manage Companies', to: '/suppliers/companies' },
    ],
  },
  {
    label: 'Products',
    adminOnly: true,
    children: [
      { label: 'Manage Products', to: '/products' },
      { label: 'Manage Brands', to: '/brands' },
      { label: 'Manage Categories', to: '/categories' },
    ],
  },
  {
    label: 'Settings',
    adminOnly: true,
    children: [
      { label: 'Shop Settings', to: '/settings' },
      { label: 'VAT Summary', to: '/reports/vat' },
    ],
  },
  { label: 'Backups', to: '/backups', adminOnly: true },
];

export const NAVIGATION_LINKS: string[] = NAVIGATION.flatMap((item) =>
  item.children ? item.children.map((child) => child.to) : [item.to!],
);
