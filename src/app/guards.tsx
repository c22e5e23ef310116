import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loader } from '../components/loader/loader';
import { useSession } from '../stores/session';

/** /main/* and the other private pages: a loading text while the session resolves, /login without it. */
export function RequireAuth() {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <Loader size="large" />;
  if (status === 'signedOut') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

export function RequireAdmin() {
  const profile = useSession((s) => s.profile);
  if (!profile) return <Loader size="large" text="Проверяем права доступа..." />;
  if (profile.role !== 'admin') return <Navigate to="/main" replace />;
  return <Outlet />;
}
