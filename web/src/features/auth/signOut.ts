import { redirect } from 'react-router';
import { browserLanguage, changeLanguage } from '../../common/i18n';
import { queryClient } from '../../common/queryClient';
import { clearToken } from '../../common/session';
import { revokeSession } from './api';

/**
 * The sign-out button's route: it signs out as it is reached, so that a screen that asks before it
 * is left (the counter during a sale) asks before the session ends, and staying keeps it.
 */
export function signOut() {
  // The server revokes the token (read before it is cleared below); the browser forgets it whatever the answer.
  revokeSession().catch(() => {});
  clearToken();
  queryClient.clear();
  // The sign-in page speaks the browser's language again.
  void changeLanguage(browserLanguage());
  return redirect('/auth/login');
}
