import { useRef, useState } from 'react';
import type { LessonQuestion } from '../../../content/lessons';
import type { Draft } from '../model/answers';
import { moveItem } from '../model/answers';

// One question of each kind. Every answer is given with buttons, radio buttons or a text field:
// by touch, mouse and keyboard alike, and a screen reader names every target.

type Of<K extends LessonQuestion['kind']> = Extract<LessonQuestion, { kind: K }>;
type DraftOf<K extends Draft['kind']> = Extract<Draft, { kind: K }>;

interface Props<K extends LessonQuestion['kind']> {
  question: Of<K>;
  /** `q-<lesson>-<id>`: ids of the inputs and of the prompt. */
  name: string;
  draft: DraftOf<K>;
  onChange(draft: DraftOf<K>): void;
  /** A field's own problem (a number typed as words). */
  problem?: string;
}

export function ChoiceQuestion({ question, name, draft, onChange }: Props<'choice'>) {
  return (
    <div className="choices" role="radiogroup" aria-labelledby={`${name}-prompt`}>
      {question.options.map((option, i) => (
        <label key={i} className={`choice${draft.value === i ? ' choice--picked' : ''}`}>
          <input type="radio" name={name} checked={draft.value === i} onChange={() => onChange({ kind: 'choice', value: i })} />
          <span>{option}</span>
        </label>
      ))}
    </div>
  );
}

export function NumberQuestion({ question, name, draft, onChange, problem }: Props<'number'>) {
  return (
    <div className="number-answer">
      <label className="visually-hidden" htmlFor={`${name}-input`}>
        {question.unit ? `Ответ в ${question.unit}` : 'Ответ — число'}
      </label>
      <input
        id={`${name}-input`}
        className="number-answer__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-describedby={`${name}-prompt${problem ? ` ${name}-problem` : ''}`}
        aria-invalid={problem ? true : undefined}
        value={draft.text}
        onChange={(event) => onChange({ kind: 'number', text: event.target.value })}
        placeholder="Число"
      />
      {question.unit && <span className="number-answer__unit">{question.unit}</span>}
      {problem && (
        <p id={`${name}-problem`} className="number-answer__problem">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * Put items in order with «вверх» and «вниз» buttons (no dragging): the focus stays on the moved
 * item's button, and a polite line says where it went.
 */
export function OrderQuestion({ question, name, draft, onChange }: Props<'order'>) {
  const [said, say] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const move = (place: number, by: -1 | 1) => {
    const order = moveItem(draft.order, place, by);
    onChange({ kind: 'order', order, touched: true });
    const item = question.items[draft.order[place]!];
    const to = place + by;
    say(`«${item}» теперь на месте ${to + 1}`);
    // The same button of the item at its new place keeps the focus (or the other one at an end).
    requestAnimationFrame(() => {
      const row = list.current?.children[to];
      const same = row?.querySelector<HTMLButtonElement>(`[data-move="${by}"]:not(:disabled)`);
      (same ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
    });
  };
  return (
    <>
      <ol className="order" ref={list} aria-labelledby={`${name}-prompt`}>
        {draft.order.map((itemIndex, place) => {
          const item = question.items[itemIndex]!;
          return (
            <li key={itemIndex} className="order__item">
              <span className="order__place" aria-hidden="true">
                {place + 1}
              </span>
              <span className="order__text">{item}</span>
              <span className="order__moves">
                <button type="button" className="order__move" data-move="-1" disabled={place === 0} aria-label={`«${item}» вверх`} onClick={() => move(place, -1)}>
                  <span aria-hidden="true">▲</span>
                  <span className="order__move-word">вверх</span>
                </button>
                <button
                  type="button"
                  className="order__move"
                  data-move="1"
                  disabled={place === draft.order.length - 1}
                  aria-label={`«${item}» вниз`}
                  onClick={() => move(place, 1)}
                >
                  <span aria-hidden="true">▼</span>
                  <span className="order__move-word">вниз</span>
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </>
  );
}

/**
 * Tap a part of the picture. Each area is a real button named by its label, laid over the picture
 * where the part is; the same labels stand as big buttons under it (an area may be narrower than a
 * finger), so a screen reader, a keyboard and a small finger all answer.
 */
export function TapQuestion({ question, name, draft, onChange }: Props<'tap'>) {
  const { picture } = question;
  const pick = (id: string) => onChange({ kind: 'tap', value: id });
  const labelOf = (id: string | null) => question.areas.find((area) => area.id === id)?.label;
  return (
    <div className="tap" role="group" aria-labelledby={`${name}-prompt`}>
      <div className="tap__picture">
        <img src={picture.src} width={picture.width} height={picture.height} alt={picture.alt} decoding="async" />
        {question.areas.map((area) => (
          <button
            key={area.id}
            type="button"
            className={`tap__area${draft.value === area.id ? ' tap__area--picked' : ''}`}
            style={{
              left: `${(area.x / picture.width) * 100}%`,
              top: `${(area.y / picture.height) * 100}%`,
              width: `${(area.width / picture.width) * 100}%`,
              height: `${(area.height / picture.height) * 100}%`,
            }}
            aria-pressed={draft.value === area.id}
            aria-label={area.label}
            onClick={() => pick(area.id)}
          />
        ))}
      </div>
      <div className="tap__labels">
        {question.areas.map((area) => (
          <button
            key={area.id}
            type="button"
            className={`tap__label${draft.value === area.id ? ' tap__label--picked' : ''}`}
            aria-pressed={draft.value === area.id}
            onClick={() => pick(area.id)}
          >
            {area.label}
          </button>
        ))}
      </div>
      <p className="tap__picked" aria-live="polite">
        {draft.value ? `Выбрано: ${labelOf(draft.value)}` : 'Нажми на картинку или на подпись.'}
      </p>
    </div>
  );
}
