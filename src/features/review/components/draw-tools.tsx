import { MARK_COLOR_NAMES, MARK_COLORS, MARK_TEXT_MAX, type MarkColor, type MarkType } from '../../../domain/review-conversation';

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
  count: number;
  onMode(mode: PhotoMode): void;
  onTool(tool: MarkType): void;
  onColor(color: MarkColor): void;
  onText(text: string): void;
  onUndo(): void;
  onClear(): void;
}

/** The teacher's pencil case: draw or move, which mark, which colour, undo the last, clear all. */
export function DrawTools({ mode, tool, color, text, count, onMode, onTool, onColor, onText, onUndo, onClear }: DrawToolsProps) {
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
    </div>
  );
}
