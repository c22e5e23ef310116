import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Banner } from '../../../components/form/banner';
import { Field } from '../../../components/form/field';
import { ACCOUNT_MESSAGES, RESET_STEPS, resetEmailProblem } from '../../../../domain/account';
import { PATHS } from '../../../../domain/paths';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';
import { requestPasswordReset } from '../api/password';

/**
 * Password change: an answer's own text (`message` or `error`), or «Произошла ошибка на
 * сервере» when it has none (requestPasswordReset puts either into the error); no answer at all:
 * the network message; anything else: «Произошла неожиданная ошибка. Можно попробовать ещё раз».
 */
export function resetFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== null) return error.message || ACCOUNT_MESSAGES.resetServerError;
  if (error instanceof ApiError && error.message === NETWORK_ERROR_MESSAGE) return NETWORK_ERROR_MESSAGE;
  return ACCOUNT_MESSAGES.resetUnexpected;
}

/** The password change request: the e-mail, then the letter's four steps. */
export function ResetRequestForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState('');
  const [sent, setSent] = useState<string>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = resetEmailProblem(email);
    setProblem(found);
    if (found) return;
    setSending(true);
    setError('');
    // The local session ends before the request is sent — whatever is stored, even a
    // token that cannot be decoded (auth cleared, auth-change signal fired).
    useSession.getState().logout();
    try {
      const answer = await requestPasswordReset(email.trim().toLowerCase());
      setSent(answer.message);
    } catch (failure) {
      setError(resetFailureMessage(failure));
    } finally {
      setSending(false);
    }
  }

  if (sent !== undefined) {
    return (
      <section className="reset-sent" aria-labelledby="reset-sent-title">
        <h2 id="reset-sent-title">{ACCOUNT_MESSAGES.resetSent}</h2>
        <p>{sent}</p>
        <ol className="reset-sent__steps">
          {RESET_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="reset-sent__hint">{ACCOUNT_MESSAGES.resetSpamHint}</p>
        <Link className="button button--secondary" to={PATHS.login}>
          Ко входу
        </Link>
      </section>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__lead">Напиши email, с которым входишь в школу, — пришлём ссылку, чтобы придумать новый пароль.</p>
      <Field label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={problem} />
      <Banner kind="error" message={error} />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Отправляем...' : 'Отправить письмо'}
      </button>
      <Link to={PATHS.login}>Вспомнил пароль? Войти</Link>
    </form>
  );
}
