import { useSearchParams } from 'react-router-dom';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';
import { AuthCard } from './auth-card';

/** /password: ask for a reset letter, or (with the letter's `?token=`) set the new password. */
export function PasswordPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title={token ? 'Новый пароль' : 'Смена пароля'} subtitle="Школа робототехники">
      {token ? (
        <NewPasswordForm token={token} onInvalidLink={() => setParams({})} />
      ) : (
        <ResetRequestForm initialEmail={params.get('email') ?? ''} />
      )}
    </AuthCard>
  );
}
