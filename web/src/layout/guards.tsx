import { Navigate, Outlet } from 'react-router';
import { clearToken, getToken, isAdmin, validClaims } from '../common/session';

/** Root area: a valid, unexpired token, else the token goes and the user signs in again. */
export function RequireSession() {
  if (!validClaims()) {
    if (getToken()) console.warn('Access denied: the session token is malformed or expired.');
    clearToken();
    return <Navigate to="/auth/login" replace />;
  }
  return <Outlet />;
}

/** Auth area: only for visitors; a signed-in user goes to the dashboard. */
export function RequireVisitor() {
  return validClaims() ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/** Admin sections: ROLE_ADMIN only, others go to the dashboard. */
export function RequireAdmin() {
  return isAdmin(validClaims()) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
