import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Banner } from '../../../components/form/banner';
import { Field } from '../../../components/form/field';
import { Loader } from '../../../components/loader/loader';
import { FAMILY_MSG } from '../../../../domain/family';
import { PATHS } from '../../../../domain/paths';
import { validatePassword } from '../../../../domain/validation';
import { toApiError } from '../../../lib/api-client';
import { queryKeys, useQuery } from '../../../lib/query';
import { useSession } from '../../../stores/session';
import { getConsentInvite, giveConsent } from '../api/family-api';
import { WHAT_WE_KEEP, WHO_SEES } from '../model/consent-text';
import './family.css';

/** The letter's page (no sign-in): who the child is, what we keep, a password, «Согласен». */
export function ConsentPage({ token }: { token: string }) {
  const invite = useQuery({
    queryKey: queryKeys.family.invite(token),
    queryFn: ({ signal }) => getConsentInvite(token, signal),
    enabled: token !== '',
    staleTime: Infinity,
  });
  return (
    <main className="backdrop-page">
      <div className="family-card">
        <div className="family-card__brand">
          <img src="/icons/logo.svg" alt="" width="48" height="48" />
          <p>Школа робототехники</p>
        </div>
        {token === '' || invite.isError ? (
          <LinkInvalid message={token === '' ? FAMILY_MSG.linkInvalid : toApiError(invite.error).message} />
        ) : invite.data ? (
          <ConsentForm token={token} childFirstName={invite.data.childFirstName} parentEmail={invite.data.parentEmail} hasAccount={invite.data.hasAccount} />
        ) : (
          <Loader text="Открываем письмо..." />
        )}
      </div>
    </main>
  );
}

function LinkInvalid({ message }: { message: string }) {
  return (
    <section className="family-consent" aria-labelledby="consent-bad-title">
      <h1 id="consent-bad-title">{message}</h1>
      <p>
        Ничего страшного: попросите ребёнка войти в приложение и нажать «{FAMILY_MSG.resend}» — придёт новое письмо со свежей
        ссылкой.
      </p>
      <p>Если вы уже дали согласие раньше, просто войдите в свой аккаунт родителя.</p>
      <Link className="button button--primary" to={PATHS.login}>
        Войти
      </Link>
    </section>
  );
}

interface ConsentFormProps {
  token: string;
  childFirstName: string;
  parentEmail: string;
  hasAccount: boolean;
}

function ConsentForm({ token, childFirstName, parentEmail, hasAccount }: ConsentFormProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = hasAccount ? (password ? undefined : 'Введите пароль') : validatePassword(password);
    setProblem(found);
    if (found) return;
    setBusy(true);
    setError('');
    try {
      const reply = await giveConsent({ token, password });
      await useSession.getState().login(reply.token);
      navigate(PATHS.family, { replace: true, state: { agreed: true } });
    } catch (failure) {
      setError(toApiError(failure).message);
      setBusy(false);
    }
  }

  return (
    <section className="family-consent" aria-labelledby="consent-title">
      <h1 id="consent-title">Согласие родителя: {childFirstName}</h1>
      <p>
        {childFirstName} учится паять и собирать роботов в нашей школе. Ребёнку меньше 14 лет, поэтому по закону нам нужно ваше
        согласие. Одна кнопка — и всё.
      </p>
      <h2>Что мы храним</h2>
      <ul>
        {WHAT_WE_KEEP.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>Кто что видит</h2>
      <ul>
        {WHO_SEES.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <form className="family-consent__form" onSubmit={submit} noValidate>
        <p className="family-consent__note">
          {hasAccount ? (
            <>У вас уже есть аккаунт с адресом {parentEmail}: введите его пароль.</>
          ) : (
            <>Ваш вход: {parentEmail}. Придумайте пароль, чтобы потом смотреть работы ребёнка.</>
          )}
        </p>
        <Field
          label={hasAccount ? 'Пароль от вашего аккаунта' : 'Придумайте пароль'}
          type="password"
          autoComplete={hasAccount ? 'current-password' : 'new-password'}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setProblem(undefined);
          }}
          error={problem}
        />
        <Banner kind="error" message={error} />
        <button type="submit" className="button button--primary button--wide" disabled={busy}>
          {busy ? 'Сохраняем...' : FAMILY_MSG.agree}
        </button>
        <p className="family-consent__note">Согласие можно отозвать в любой момент на странице ребёнка.</p>
      </form>
    </section>
  );
}
