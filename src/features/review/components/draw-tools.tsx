import { useEffect, useRef, type KeyboardEvent } from 'react';
import { MARK_COLOR_NAMES, MARK_COLORS, MARK_TEXT_MAX, type Mark, type MarkColor, type MarkType } from '../../../../domain/review-conversation';

export type PhotoMode = 'draw' | 'move';

const TOOLS: { type: MarkType; name: string; sign: string }[] = [
  { type: 'circle', name: 'Круг', sign: '◯' },
  { type: 'arrow', name: 'Стрелка', sign: '↗' },
  { type: 'label', name: 'Подпись', sign: 'Аа' },
];

interface DrawToolsProps {
  mode: PhotoMode;
  tool: MarkType;
  color: MarkColor;
  text: string;
  marks: readonly Mark[];
  /** A mark in words: «круг, красный, спереди, слева вверху». */
  said(mark: Mark): string;
  onMode(mode: PhotoMode): void;
  onTool(tool: MarkType): void;
  onColor(color: MarkColor): void;
  onText(text: string): void;
  onUndo(): void;
  onClear(): void;
  onRemove(index: number): void;
  /** The last mark removed from the list: the focus goes back to the photo. */
  onEmptied(): void;
}

/**
 * The teacher's pencil case: draw or move, which mark, which colour, undo the last, clear all; the
 * marks as a list, each removed by a tap or Delete (docs/decisions/0273).
 */
export function DrawTools(props: DrawToolsProps) {
  const { mode, tool, color, text, marks, said, onMode, onTool, onColor, onText, onUndo, onClear, onRemove, onEmptied } = props;
  const count = marks.length;
  const list = useRef<HTMLUListElement>(null);
  /** Which item takes the focus once a removed mark has left the list. */
  const focusAt = useRef<number>(undefined);
  useEffect(() => {
    const at = focusAt.current;
    if (at === undefined) return;
    focusAt.current = undefined;
    const buttons = list.current?.querySelectorAll('button');
    if (buttons && buttons.length > 0) buttons[Math.min(at, buttons.length - 1)]?.focus();
    else onEmptied();
  }, [count, onEmptied]);

  function remove(index: number) {
    focusAt.current = index;
    onRemove(index);
  }

  function onMarkKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    event.preventDefault();
    remove(index);
  }

  return (
    <div className="draw-tools" role="group" aria-label="Пометки на фото">
      <div className="draw-tools__row" role="radiogroup" aria-label="Что делает палец или мышка">
        {(['draw', 'move'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            className={`draw-tools__choice${mode === value ? ' draw-tools__choice--on' : ''}`}
            onClick={() => onMode(value)}
          >
            {value === 'draw' ? 'Рисовать' : 'Двигать'}
          </button>
        ))}
      </div>
      {mode === 'draw' && (
        <>
          <div className="draw-tools__row" role="radiogroup" aria-label="Пометка">
            {TOOLS.map((item) => (
              <button
                key={item.type}
                type="button"
                role="radio"
                aria-checked={tool === item.type}
                className={`draw-tools__choice${tool === item.type ? ' draw-tools__choice--on' : ''}`}
                onClick={() => onTool(item.type)}
              >
                <span aria-hidden="true">{item.sign}</span> {item.name}
              </button>
            ))}
          </div>
          <div className="draw-tools__row" role="radiogroup" aria-label="Цвет">
            {MARK_COLORS.map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={color === value}
                aria-label={MARK_COLOR_NAMES[value]}
                title={MARK_COLOR_NAMES[value]}
                className={`draw-tools__color${color === value ? ' draw-tools__color--on' : ''}`}
                style={{ background: value }}
                onClick={() => onColor(value)}
              />
            ))}
          </div>
          {tool === 'label' && (
            <label className="draw-tools__text">
              Текст подписи, потом нажми на фото
              <input value={text} maxLength={MARK_TEXT_MAX} placeholder="холодная пайка" onChange={(event) => onText(event.target.value)} />
            </label>
          )}
        </>
      )}
      <div className="draw-tools__row">
        <button type="button" className="button button--ghost button--small" onClick={onUndo} disabled={count === 0}>
          Отменить пометку
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onClear} disabled={count === 0}>
          Стереть все
        </button>
        <span className="draw-tools__count">Пометок: {count}</span>
      </div>
      {count > 0 && (
        <ul ref={list} className="draw-tools__marks" aria-label="Пометки: убрать — нажатием или клавишей Delete">
          {marks.map((mark, index) => (
            <li key={index}>
              <button
                type="button"
                className="draw-tools__mark"
                aria-label={`${index + 1}. ${said(mark)} — убрать`}
                aria-keyshortcuts="Delete"
                onClick={() => remove(index)}
                onKeyDown={(event) => onMarkKey(event, index)}
              >
                <span className="draw-tools__swatch" style={{ background: mark.color }} aria-hidden="true" />
                {index + 1}. {said(mark)}
                <span className="draw-tools__remove" aria-hidden="true">
                  ✕
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
