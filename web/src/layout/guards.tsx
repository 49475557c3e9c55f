import { Navigate, Outlet } from 'react-router';
import { clearToken, getToken, homePath, isAdmin, validClaims } from '../common/session';

/** Root area: a valid, unexpired token, else the token goes and the user signs in again. */
export function RequireSession() {
  if (!validClaims()) {
    if (getToken()) console.warn('Access denied: the session token is malformed or expired.');
    clearToken();
    return <Navigate to="/auth/login" replace />;
  }
  return <Outlet />;
}

/** Auth area: only for visitors; a signed-in user goes to their home screen. */
export function RequireVisitor() {
  const claims = validClaims();
  return claims ? <Navigate to={homePath(claims)} replace /> : <Outlet />;
}

/** Admin sections: ROLE_ADMIN only, others go to their home screen. */
export function RequireAdmin() {
  const claims = validClaims();
  return isAdmin(claims) ? <Outlet /> : <Navigate to={homePath(claims)} replace />;
}

/** The root: the counter for staff, the dashboard for administrators. */
export const HomeRedirect = () => <Navigate to={homePath(validClaims())} replace />;
