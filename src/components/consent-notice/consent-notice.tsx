import { useCallback, useState, useSyncExternalStore } from 'react';
import type { OwnProfile } from '../../../domain/api';
import { FAMILY_MSG, type MyConsent } from '../../../domain/family';
import { validateEmail } from '../../../domain/validation';
import { toApiError, type ApiError } from '../../lib/api-client';
import { queryKeys, useQuery, useQueryClient } from '../../lib/query';
import { Field } from '../form/field';
import { Icon } from '../icon/icon';
import { getMyConsent, resendConsentLetter } from './consent-api';
import './consent-notice.css';

/** What waits for the parent's consent, said where the pupil meets it. */
const WAITS = {
  photos: 'Отправлять фото работ учителю',
  comments: 'Писать комментарии',
  rating: 'Попасть в рейтинг',
} as const;

export type ConsentNoticeTopic = keyof typeof WAITS;

/** The same kind words wherever the server answered CONSENT_REQUIRED, never «Ошибка». */
export function consentAwareMessage(error: ApiError): string {
  return error.code === 'CONSENT_REQUIRED' ? FAMILY_MSG.consentRequired : error.message;
}

/**
 * The role from the profile already in the cache. Not useOwnProfile: a new observer of a profile
 * that failed (offline) would fetch it again, and the panels that wait for it would flip back and forth.
 */
function useCachedRole() {
  const client = useQueryClient();
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  return useSyncExternalStore(subscribe, () => client.getQueryData<OwnProfile>(queryKeys.ownProfile)?.role);
}

/** While a parent has not agreed, or took the consent back: photos, comments and the boards wait. */
export const consentWaits = (consent: MyConsent | undefined) => consent?.state === 'pending' || consent?.state === 'withdrawn';

/** The signed-in pupil's consent (other roles never need one: nothing is asked). */
export function useMyConsent() {
  const role = useCachedRole();
  return useQuery({
    queryKey: queryKeys.family.myConsent,
    queryFn: ({ signal }) => getMyConsent(signal),
    enabled: role === 'pupil',
  }).data;
}

/**
 * While a parent has not agreed (or took it back): what waits, where the letter went, and
 * «Отправить письмо ещё раз». Nothing at all when sharing is allowed.
 */
export function ConsentNotice({ topic }: { topic: ConsentNoticeTopic }) {
  const consent = useMyConsent();
  const client = useQueryClient();
  const [sent, setSent] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState(false);
  const [address, setAddress] = useState('');
  // Only the two waiting states speak: anything else (allowed, or an answer not understood) is silent.
  if (!consent || !consentWaits(consent)) return null;
  // No address yet (signed up without one) or a mistyped one: the pupil types the parent's.
  const withdrawn = consent.state === 'withdrawn';
  const asking = !withdrawn && (changing || !consent.parentEmail);

  async function resend() {
    const typed = address.trim();
    const wrong = asking ? validateEmail(typed) : undefined;
    setProblem(wrong ?? '');
    setSent('');
    if (wrong) return;
    setBusy(true);
    try {
      // The server says whether the letter went or waits for the school's mail; the notice reads it again.
      setSent((await resendConsentLetter(asking ? typed : undefined)).message);
      void client.invalidateQueries({ queryKey: queryKeys.family.myConsent });
      setChanging(false);
    } catch (failure) {
      setProblem(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="consent-notice" aria-label="Согласие родителя">
      <p className="consent-notice__title">
        <Icon name="users" size={24} className="consent-notice__icon" />
        <span>{WAITS[topic]} можно, когда родитель даст согласие.</span>
      </p>
      <p>
        {withdrawn
          ? `Родитель отозвал согласие. Если это ошибка, нажми «${FAMILY_MSG.resend}» — письмо придёт ему, и он сможет снова нажать «Согласен». Другой взрослый может дать согласие в школе, на бумаге — спроси учителя.`
          : consent.parentEmail && consent.letterWaiting
            ? `Письмо на ${consent.parentEmail} ещё не ушло: почта школы сейчас не отвечает. Мы отправим его сами, как только получится, — а когда мама или папа нажмут в нём «Согласен», всё заработает.`
            : consent.parentEmail
              ? `Мы отправили письмо на ${consent.parentEmail} — как только мама или папа нажмут в нём «Согласен», всё заработает.`
              : 'Напиши e-mail мамы или папы — мы попросим у них согласие письмом.'}
      </p>
      <p>А читать инструкции, собирать и отмечать шаги можно уже сейчас!</p>
      {asking && <Field label="E-mail мамы или папы" type="email" autoComplete="off" value={address} onChange={(e) => setAddress(e.target.value)} />}
      <div className="consent-notice__actions">
        <button type="button" className="button button--secondary button--small" onClick={resend} disabled={busy}>
          {busy ? 'Отправляем...' : asking ? 'Отправить письмо родителю' : FAMILY_MSG.resend}
        </button>
        {/* After a withdrawal the letter goes only to the parent who withdrew (docs/decisions/0227-a-withdrawal-is-the-parents.md). */}
        {consent.parentEmail && !changing && !withdrawn && (
          <button type="button" className="button button--ghost button--small" onClick={() => setChanging(true)}>
            Указать другой адрес
          </button>
        )}
      </div>
      {sent && (
        <p className={sent === FAMILY_MSG.resendWaiting ? 'consent-notice__waiting' : 'consent-notice__sent'} role="status">
          {sent}
        </p>
      )}
      {problem && (
        <p className="consent-notice__problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
