import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@hanout/contract';
import { api } from './api';
import { changeLanguage, type Language } from './i18n';
import { queryClient } from './queryClient';
import { SESSION } from './queryKeys';
import { storeLanguage, storeTimeZone } from './session';

/** The signed-in user as the server has them now; the shop's time zone is kept for the times shown (common/dates.ts). */
export async function fetchSession(): Promise<SessionInfo> {
  const session = await api<SessionInfo>('/auth/session');
  storeTimeZone(session.timeZone);
  return session;
}

const sessionQuery = { queryKey: SESSION, queryFn: fetchSession, staleTime: Infinity };

/** The signed-in user as the server has them now: the name (in any script) and the screen language. */
export const useSession = () => useQuery(sessionQuery);

/**
 * Puts the screens in the user's language before the first signed-in screen is drawn: a language
 * that changed elsewhere (another computer, the profile) arriving afterwards drew every screen again,
 * losing what a clerk had just scanned. A failed read leaves it to the layout (a sign-in again).
 */
export async function applySessionLanguage(): Promise<void> {
  try {
    const { language } = await queryClient.fetchQuery(sessionQuery);
    storeLanguage(language);
    await changeLanguage(language);
  } catch {
    // The layout's own session query reports it.
  }
}

/** Saves the user's screen language on the server; the layout then draws every screen in it. */
export function useLanguageChoice() {
  const queryClient = useQueryClient();
  return async (language: Language) => {
    await api('/users/me/language', { method: 'PUT', body: { language } });
    queryClient.setQueryData<SessionInfo>(SESSION, (session) => (session ? { ...session, language } : session));
  };
}
