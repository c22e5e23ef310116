import { useState } from 'react';
import { formatDateTime } from '../../../../domain/dates';
import { FAMILY_MSG, type MyConsent, type PaperConsentBody } from '../../../../domain/family';
import { api, call, toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useQuery } from '../../../lib/query';
import './consent-paper.css';

// A pupil's parental consent on the teacher's pupil page (docs/decisions/0169-families-consent.md): its state, and a paper form
// signed in the club recorded instead of the letter.

const getConsent = (userId: number, signal?: AbortSignal) =>
  call(() => api.get(`review/pupils/${userId}/consent`, { signal }).json<{ data: MyConsent }>()).then((body) => body.data);

const recordPaper = (userId: number) => {
  const json: PaperConsentBody = { paper: true };
  return call(() => api.put(`review/pupils/${userId}/consent`, { json }).json<{ message: string }>());
};

function stateText(consent: MyConsent): string {
  switch (consent.state) {
    case 'not_needed':
      return 'Согласие родителя не нужно (14 лет или старше).';
    case 'given':
      return `Согласие родителя есть${consent.way === 'paper' ? ' (на бумаге)' : ' (по письму)'}${consent.givenAt ? `, ${formatDateTime(consent.givenAt)}` : ''}.`;
    case 'withdrawn':
      return 'Родитель отозвал согласие: фото и комментарии пока недоступны.';
    default:
      return `Ждём согласия родителя${consent.parentEmail ? ` (письмо на ${consent.parentEmail})` : ''}: фото и комментарии пока недоступны.`;
  }
}

export function ConsentPaper({ userId }: { userId: number }) {
  const { data: consent } = useQuery({ queryKey: queryKeys.family.pupilConsent(userId), queryFn: ({ signal }) => getConsent(userId, signal) });
  const invalidate = useInvalidate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');
  if (!consent) return null;

  async function record() {
    setBusy(true);
    setError('');
    try {
      await recordPaper(userId);
      setConfirming(false);
      setSaid(FAMILY_MSG.paperRecorded);
      await invalidate(changedBy.consent);
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  const waiting = consent.state === 'pending' || consent.state === 'withdrawn';
  return (
    <section className="card consent-paper" aria-label="Согласие родителя">
      <p className="consent-paper__state">{stateText(consent)}</p>
      {waiting && !confirming && (
        <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(true)}>
          Записать бумажное согласие
        </button>
      )}
      {confirming && (
        <div className="consent-paper__confirm" role="group" aria-label="Подтвердите">
          <p>Родитель подписал бумажное согласие в школе? Запись останется в журнале действий с вашим именем.</p>
          <div className="consent-paper__actions">
            <button type="button" className="button button--primary button--small" onClick={record} disabled={busy}>
              {busy ? 'Записываем...' : 'Да, записать'}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(false)} disabled={busy}>
              Отмена
            </button>
          </div>
        </div>
      )}
      {said && <p role="status">{said}</p>}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
