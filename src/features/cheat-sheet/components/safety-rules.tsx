import { safetyRules } from '../../../content/cheat-sheet';
import './cheat-sheet.css';

/** «Береги себя»: the swallowing and soldering rules every guide repeats, first on the cheat-sheet. */
export function SafetyRules() {
  return (
    <section className="safety" aria-labelledby="safety-title">
      <h2 id="safety-title">Береги себя и младших</h2>
      <ul>
        {safetyRules.map((rule) => (
          <li key={rule.title}>
            <strong>{rule.title}.</strong> {rule.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
