import { redirect } from 'react-router';
import { api } from '../../common/api';
import { browserLanguage, changeLanguage } from '../../common/i18n';
import { queryClient } from '../../common/queryClient';
import { clearToken } from '../../common/session';

/**
 * The sign-out button's route: it signs out as it is reached, so that a screen that asks before it
 * is left (the counter during a sale) asks before the session ends, and staying keeps it.
 */
export function signOut() {
  // The server revokes the token (read before it is cleared below); the browser forgets it whatever the answer.
  api('/auth/logout', { method: 'POST' }).catch(() => {});
  clearToken();
  queryClient.clear();
  // The sign-in page speaks the browser's language again.
  void changeLanguage(browserLanguage());
  return redirect('/auth/login');
}
