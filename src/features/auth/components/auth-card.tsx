import type { ReactNode } from 'react';
import './login-page.css';

/** The school's card on the dark page: login, sign-up and password reset, no layout around it. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main className="backdrop-page">
      <div className="login-card">
        <div className="login-card__brand">
          <img src="/icons/logo.svg" alt="" width="56" height="56" />
          <div>
            <h1>{title}</h1>
            <p>{subtitle}</p>
          </div>
        </div>
        {children}
      </div>
    </main>
  );
}
