import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@hanout/contract';
import { api } from './api';
import type { Language } from './i18n';
import { SESSION } from './queryKeys';
import { storeTimeZone } from './session';

/** The signed-in user as the server has them now; the shop's time zone is kept for the times shown (common/dates.ts). */
export async function fetchSession(): Promise<SessionInfo> {
  const session = await api<SessionInfo>('/auth/session');
  storeTimeZone(session.timeZone);
  return session;
}

/** The signed-in user as the server has them now: the name (in any script) and the screen language. */
export const useSession = () => useQuery({ queryKey: SESSION, queryFn: fetchSession, staleTime: Infinity });

/** Saves the user's screen language on the server; the layout then draws every screen in it. */
export function useLanguageChoice() {
  const queryClient = useQueryClient();
  return async (language: Language) => {
    await api('/users/me/language', { method: 'PUT', body: { language } });
    queryClient.setQueryData<SessionInfo>(SESSION, (session) => (session ? { ...session, language } : session));
  };
}
