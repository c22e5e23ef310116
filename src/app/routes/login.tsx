import { useLocation } from 'react-router-dom';
import { returnPath } from '../../../domain/paths';
import { LoginPage } from '../../features/auth/components/login-page';
import type { LoginState } from '../guards';

/** /login: after logging in, back to the page the visitor was sent away from (same-site only). */
export function Component() {
  const state = useLocation().state as LoginState | null;
  return <LoginPage redirectTo={returnPath(state?.from)} />;
}
