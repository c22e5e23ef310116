import type { Guide } from '../../../content/types';
import './guides.css';

/** The step-by-step guide: heading, intro, numbered parts list, steps of picture, heading and text. */
export function GuideView({ guide }: { guide: Guide }) {
  return (
    <article className="guide">
      <h2>{guide.title}</h2>
      <p className="guide__intro">{guide.intro}</p>
      <section className="guide__parts" aria-labelledby="guide-parts">
        <h3 id="guide-parts">Что понадобится</h3>
        <ol>
          {guide.parts.map((part) => (
            <li key={part.name}>
              {part.name} — <span className="guide__quantity">{part.quantity}</span>
            </li>
          ))}
        </ol>
      </section>
      <ol className="guide__steps">
        {guide.steps.map((step, i) => (
          <li key={step.image.src} className="guide-step">
            <img className="guide-step__image" src={step.image.src} alt={step.image.alt} />
            <div className="guide-step__body">
              <h3>
                <span className="guide-step__number">Шаг {i + 1}.</span> {step.heading}
              </h3>
              <p>{step.paragraph}</p>
            </div>
          </li>
        ))}
      </ol>
    </article>
  );
}
