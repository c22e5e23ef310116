import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_AFTER_LOGIN_MS } from '../../../../domain/constants';
import { joinCodeOf, PATHS } from '../../../../domain/paths';
import { Loader } from '../../../components/loader/loader';
import { useSession } from '../../../stores/session';
import { LoginForm } from './login-form';
import { AuthCard } from './auth-card';

// Most visitors of /login sign in: the registration form (a third of the page's own code) is
// fetched when its tab is reached for, not with the page (docs/decisions/0061-what-the-login-page-loads.md).
const loadRegisterForm = () => import('./register-form');
const RegisterForm = lazy(() => loadRegisterForm().then((module) => ({ default: module.RegisterForm })));
const preloadRegisterForm = () => void loadRegisterForm();

type Tab = 'login' | 'register';

const TABS: [Tab, string][] = [
  ['login', 'Вход'],
  ['register', 'Регистрация'],
];

interface LoginPageProps {
  initialTab?: Tab;
  /** Where to go once signed in: /main, or the page the visitor was sent away from. */
  redirectTo?: string;
}

export function LoginPage({ initialTab = 'login', redirectTo = PATHS.main }: LoginPageProps) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const [email, setEmail] = useState('');
  const [formKey, setFormKey] = useState(0);
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const signIn = useSession((s) => s.login);
  const justLoggedIn = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Someone already signed in who opens /login goes straight in.
  useEffect(() => {
    if (status === 'signedIn' && !justLoggedIn.current) navigate(redirectTo, { replace: true });
  }, [status, navigate, redirectTo]);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  function loggedIn(token: string) {
    justLoggedIn.current = true;
    void signIn(token);
    redirectTimer.current = setTimeout(() => navigate(redirectTo, { replace: true }), REDIRECT_AFTER_LOGIN_MS);
  }

  function registered(newEmail: string) {
    setEmail(newEmail);
    setFormKey((k) => k + 1);
    setTab('login');
  }

  return (
    <AuthCard title="Школа робототехники" subtitle="Паяем, собираем, изобретаем">
      <div className="tabs" role="tablist" aria-label="Вход или регистрация">
        {TABS.map(([name, label]) => (
          <button
            key={name}
            role="tab"
            type="button"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            className={`tabs__tab${tab === name ? ' tabs__tab--active' : ''}`}
            onClick={() => setTab(name)}
            onPointerEnter={name === 'register' ? preloadRegisterForm : undefined}
            onFocus={name === 'register' ? preloadRegisterForm : undefined}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'login' ? (
        <div role="tabpanel" id="panel-login" aria-labelledby="tab-login">
          <LoginForm key={formKey} initialEmail={email} onSuccess={loggedIn} />
        </div>
      ) : (
        <div role="tabpanel" id="panel-register" aria-labelledby="tab-register">
          <Suspense fallback={<Loader size="small" theme="light" delayed />}>
            <RegisterForm onRegistered={registered} classCode={joinCodeOf(redirectTo)} />
          </Suspense>
        </div>
      )}
    </AuthCard>
  );
}
