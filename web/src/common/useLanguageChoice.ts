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

/** Asks the server for the session now (the layout's query then finds it); null when it cannot be read (the layout's own query reports it). */
export const readSession = (): Promise<SessionInfo | null> => queryClient.fetchQuery(sessionQuery).catch(() => null);

/**
 * Puts the screens in the user's language before the first signed-in screen is drawn: a language
 * that changed elsewhere (another computer, the profile) arriving afterwards drew every screen again,
 * losing what a clerk had just scanned. To be called once the screens' texts are in (loadScreenTexts):
 * their late arrival would lay the language they were asked in over this one.
 */
export async function applySessionLanguage(session: Promise<SessionInfo | null>): Promise<void> {
  const read = await session;
  if (!read) return;
  storeLanguage(read.language);
  await changeLanguage(read.language);
}

/** Saves the user's screen language on the server; the layout then draws every screen in it. */
export function useLanguageChoice() {
  const queryClient = useQueryClient();
  return async (language: Language) => {
    await api('/users/me/language', { method: 'PUT', body: { language } });
    queryClient.setQueryData<SessionInfo>(SESSION, (session) => (session ? { ...session, language } : session));
  };
}
