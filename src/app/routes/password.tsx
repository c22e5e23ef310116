import { PasswordPage } from '../../features/auth/components/password-page';

/** /password: public, like /login — a pupil who forgot the password is not signed in. */
export function Component() {
  return <PasswordPage />;
}
