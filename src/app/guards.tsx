import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loader } from '../components/loader/loader';
import { PATHS } from '../../domain/paths';
import { useSession } from '../stores/session';

/** Where the login page sends the visitor back to (read by routes/login.tsx). */
export interface LoginState {
  from?: string;
}

/** /main/* and the other private pages: a loading text while the session resolves, /login without it. */
export function RequireAuth() {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <Loader size="large" delayed />;
  if (status === 'signedOut') {
    const state: LoginState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  return <Outlet />;
}
