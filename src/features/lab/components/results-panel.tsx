import { Link } from 'react-router-dom';
import type { CircuitWarning } from '../../../../domain/circuit/results';
import { lessonPath } from '../../../../domain/paths';

/** What breaks a part first, then what is only wrong. */
const ORDER: Record<CircuitWarning['kind'], number> = { burnt: 0, short: 1, reversed: 2, overload: 3 };

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the engine says is wrong, each with the lesson that explains why. */
export function Warnings({ warnings, error }: { warnings: readonly CircuitWarning[]; error?: string }) {
  if (warnings.length === 0 && !error) return null;
  return (
    <section className="lab-warnings" aria-label="Предупреждения" aria-live="polite">
      {error && <p className="lab-warnings__note">{error}</p>}
      {warnings.length > 0 && (
        <ul className="lab-warnings__list">
          {[...warnings].sort((a, b) => ORDER[a.kind] - ORDER[b.kind]).map((warning) => (
            <li key={`${warning.kind}:${warning.partId}`} className="lab-warnings__item">
              <span className="lab-warnings__icon" aria-hidden="true">
                !
              </span>
              <span>
                {sentence(warning.message)}.
                {warning.lessonId !== undefined && (
                  <>
                    {' '}
                    <Link to={lessonPath(warning.lessonId)} className="lab-warnings__why">
                      почему?
                    </Link>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
