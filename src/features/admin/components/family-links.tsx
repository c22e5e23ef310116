import { useState } from 'react';
import { Loader } from '../../../components/loader/loader';
import { formatDateTime } from '../../../../domain/dates';
import type { ConsentState, FamilyLink } from '../../../../domain/family';
import { toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useQuery } from '../../../lib/query';
import { getFamilyLinks, removeFamilyLink } from '../api/family-links';
import './admin.css';

const CONSENT_TEXT: Record<ConsentState, string> = {
  not_needed: 'не нужно',
  pending: 'ждём',
  given: 'дано',
  withdrawn: 'отозвано',
};

const keyOf = (link: FamilyLink) => `${link.parent.id}-${link.child.id}`;

/** The admin's list of parents and their children (docs/decisions/0169-families-consent.md): who is linked, the consent, remove a link. */
export function FamilyLinks() {
  const { data: links, error } = useQuery({ queryKey: queryKeys.family.links, queryFn: ({ signal }) => getFamilyLinks(signal) });
  const invalidate = useInvalidate();
  const [confirming, setConfirming] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  if (!links) return error ? <p role="alert">{error.message}</p> : <Loader size="small" />;
  if (links.length === 0) return <p>Пока ни один родитель не подтвердил согласие по ссылке.</p>;

  async function remove(link: FamilyLink) {
    setBusy(true);
    setProblem('');
    try {
      await removeFamilyLink(link.parent.id, link.child.id);
      setConfirming(undefined);
      await invalidate(changedBy.consent);
    } catch (failure) {
      setProblem(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="family-links">
      {problem && <p role="alert">{problem}</p>}
      <ul className="family-links__list">
        {links.map((link) => (
          <li key={keyOf(link)} className="family-links__item">
            <div>
              <strong>{[link.child.firstName, link.child.lastName].filter(Boolean).join(' ')}</strong> — родитель {link.parent.firstName} ({link.parent.email})
              <br />
              <small>
                Согласие: {CONSENT_TEXT[link.consent]} · связь с {formatDateTime(link.createdAt)}
              </small>
            </div>
            {confirming === keyOf(link) ? (
              <span className="family-links__actions" role="group" aria-label="Убрать связь?">
                <span>Убрать связь? Родитель больше не увидит ребёнка.</span>
                <button type="button" className="button button--primary button--small" onClick={() => remove(link)} disabled={busy}>
                  {busy ? 'Убираем...' : 'Да, убрать'}
                </button>
                <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(undefined)} disabled={busy}>
                  Отмена
                </button>
              </span>
            ) : (
              <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(keyOf(link))}>
                Убрать связь
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
