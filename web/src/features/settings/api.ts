import { queryOptions, useQuery } from '@tanstack/react-query';
import { message, shopSettings, vatSummary, type Message, type ShopSettings, type ShopSettingsRequest } from '@hanout/contract';
import { parsedApi } from '../../common/api';
import { apiBlob } from '../../common/files';
import { useChangeMutation, type MutationCallbacks } from '../../common/queries';
import { SETTINGS, STOCK, VAT_SUMMARY } from '../../common/queryKeys';

// The settings screen loads Zod for its form: its answers are read by their schemas.
const fetchSettings = () => parsedApi('/settings/shop', shopSettings);
const saveSettings = (body: ShopSettingsRequest) => parsedApi('/settings/shop', shopSettings, { method: 'PUT', body });
const uploadLogo = (file: File) => parsedApi('/settings/shop/logo', message, { method: 'PUT', body: file });
const removeLogo = () => parsedApi('/settings/shop/logo', message, { method: 'DELETE' });

export const shopSettingsQuery = () => queryOptions({ queryKey: [...SETTINGS, 'shop'], queryFn: fetchSettings, staleTime: 0 });
export const useShopSettings = () => useQuery(shopSettingsQuery());
/** The logo as an object URL for an <img>, while the shop has one. */
export const logoUrlQuery = (hasLogo: boolean) =>
  queryOptions({
    queryKey: [...SETTINGS, 'logo'],
    queryFn: async () => URL.createObjectURL(await apiBlob('/settings/shop/logo')),
    enabled: hasLogo,
    staleTime: 0,
  });
export const useLogoUrl = (hasLogo: boolean) => useQuery(logoUrlQuery(hasLogo));
/** The near-expiry window changes what the stock screens and the alerts mark. */
export const useSaveSettings = (callbacks: MutationCallbacks<ShopSettings, ShopSettingsRequest>) =>
  useChangeMutation(saveSettings, [SETTINGS, STOCK], callbacks);
export const useUploadLogo = (callbacks: MutationCallbacks<Message, File>) => useChangeMutation(uploadLogo, [SETTINGS], callbacks);
export const useRemoveLogo = (callbacks: MutationCallbacks<Message, void>) => useChangeMutation(removeLogo, [SETTINGS], callbacks);

export const vatSummaryQuery = (period: string) =>
  queryOptions({
    queryKey: [...VAT_SUMMARY, period],
    queryFn: () => parsedApi('/reports/vat', vatSummary, { query: { period } }),
    enabled: /^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/.test(period),
  });
export const useVatSummary = (period: string) => useQuery(vatSummaryQuery(period));
