import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GUIDE_TOOLS } from '../../../content/guide-tools';
import { labPresetIdForGuide } from '../../../content/guide-lab-presets';
import type { Guide, Part } from '../../../content/types';
import { labPresetPath } from '../../../../domain/lab-paths';
import { PATHS } from '../../../../domain/paths';
import { useBuildProgress } from '../hooks/use-build-progress';
import { progressState } from '../model/build-progress';
import { ResistorBands } from './resistor-bands';
import './guides.css';

const stepAnchor = (index: number) => `step-${index + 1}`;

function scrollToStep(index: number) {
  document.getElementById(stepAnchor(index))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function PartLine({ part }: { part: Part }) {
  return (
    <span className="part">
      <span className="part__name">{part.name}</span> <strong className="part__value">{part.value}</strong>
      {part.ref && <span className="part__ref"> ({part.ref})</span>} — <span className="guide__quantity">{part.quantity}</span>
      {part.ohms !== undefined &&
        (typeof part.ohms === 'number' ? [part.ohms] : part.ohms).map((ohms) => <ResistorBands key={ohms} ohms={ohms} showValue={typeof part.ohms !== 'number'} />)}
    </span>
  );
}

/**
 * The step-by-step guide: heading, intro, the parts (with values) and tools, then steps of
 * picture, heading and text. The pupil ticks parts and finished steps; the ticks stay on this
 * device and the guide opens with «Продолжить с шага N».
 *
 * `beforeSteps` goes between the kit and the first step: below the first screen at every width
 * (every guide lists nine parts or more), so something that arrives late there moves nothing
 * the reader sees (docs/decisions/0297-the-permit-banner-waits-before-the-steps.md).
 */
export function GuideView({ guide, beforeSteps }: { guide: Guide; beforeSteps?: ReactNode }) {
  const progress = useBuildProgress(guide.id, guide.parts.length, guide.steps.length);
  const state = progressState(progress.parts, progress.steps, guide.steps.length);
  const stepsDone = new Set(progress.steps);
  const partsFound = new Set(progress.parts);
  const preset = labPresetIdForGuide(guide.id);

  return (
    <article className="guide">
      <h2>{guide.title}</h2>
      {progress.ready && state.kind === 'started' && (
        <div className="guide__resume" role="status">
          <button type="button" className="button button--primary" onClick={() => scrollToStep(state.next)}>
            Продолжить с шага {state.next + 1}
          </button>
          <span>
            Готово шагов: {state.done} из {state.count} · деталей: {progress.parts.length} из {guide.parts.length}
          </span>
        </div>
      )}
      {progress.ready && state.kind === 'finished' && (
        <div className="guide__resume guide__resume--done" role="status">
          <span>Все шаги готовы! Сфотографируй результат и отправь преподавателю.</span>
        </div>
      )}
      <p className="guide__intro">{guide.intro}</p>
      {preset && (
        <p className="guide__lab">
          <Link to={labPresetPath(preset)} className="button button--secondary">
            Собрать на симуляторе
          </Link>
          <span>Попробуй схему в лаборатории, прежде чем паять.</span>
        </p>
      )}
      <div className="guide__kit">
        <section className="guide__parts" aria-labelledby="guide-parts">
          <h3 id="guide-parts">Что понадобится</h3>
          <p className="guide__hint">Отмечай детали, которые уже нашёл.</p>
          <ol>
            {guide.parts.map((part, i) => (
              <li key={`${part.name}-${part.value}`}>
                <label className="check">
                  <input type="checkbox" checked={partsFound.has(i)} onChange={() => progress.togglePart(i)} disabled={!progress.ready} />
                  <PartLine part={part} />
                </label>
              </li>
            ))}
          </ol>
        </section>
        <section className="guide__tools" aria-labelledby="guide-tools">
          <h3 id="guide-tools">Инструменты</h3>
          <ul>
            {guide.tools.map((id) => (
              <li key={id}>{GUIDE_TOOLS[id].name}</li>
            ))}
          </ul>
          <Link to={PATHS.cheatSheet} className="guide__tools-link">
            Как ими пользоваться — в шпоре
          </Link>
        </section>
      </div>
      {beforeSteps}
      <ol className="guide__steps">
        {guide.steps.map((step, i) => (
          <li key={step.image.src} id={stepAnchor(i)} className={`guide-step${stepsDone.has(i) ? ' guide-step--done' : ''}`}>
            <a className="guide-step__picture" href={step.image.src} target="_blank" rel="noopener" title="Открыть картинку крупно">
              <img className="guide-step__image" src={step.image.src} width={step.image.width} height={step.image.height} alt={step.image.alt} decoding="async" />
            </a>
            <div className="guide-step__body">
              <h3>
                <span className="guide-step__number">Шаг {i + 1}.</span> {step.heading}
              </h3>
              <p>{step.paragraph}</p>
              {step.warning && (
                <p className="guide-step__warning" role="note">
                  <strong>Осторожно!</strong> {step.warning}
                </p>
              )}
              <label className="check guide-step__done">
                <input type="checkbox" checked={stepsDone.has(i)} onChange={() => progress.toggleStep(i)} disabled={!progress.ready} />
                <span>Шаг {i + 1} готов</span>
              </label>
            </div>
          </li>
        ))}
      </ol>
    </article>
  );
}
