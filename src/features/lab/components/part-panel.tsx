// The selected part's settings: its value from the kit (a resistor's E12 value with its colour
// bands, an LED's colour, a battery's kind, a capacitor's value), turn, delete; a switch flips,
// a button is held.
import { formatOhms, bandWords } from '../../../content/resistor-code';
import { BATTERIES, LEDS, LOADS, TRANSISTORS, type BatteryKind, type CircuitPart, type LedColor, type LoadModel, type TransistorModel } from '../../../../domain/circuit/document';
import { KIT_FARADS, KIT_OHMS, partName } from '../model/catalogue';
import type { PartPatch } from '../model/editor';
import { formatFarads } from '../model/format';

interface PartPanelProps {
  part: CircuitPart;
  onChange(patch: PartPatch): void;
  onHold(closed: boolean): void;
  onRotate(): void;
  onRemove(): void;
  onClose(): void;
}

function Choice<T extends string | number>({ label, value, options, onPick }: { label: string; value: T; options: readonly { value: T; title: string }[]; onPick(value: T): void }) {
  return (
    <label className="field lab-panel__field">
      <span>{label}</span>
      <select value={String(value)} onChange={(event) => onPick(options.find((option) => String(option.value) === event.target.value)!.value)}>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.title}
          </option>
        ))}
      </select>
    </label>
  );
}

const entries = <K extends string>(table: Record<K, { title: string }>) => (Object.keys(table) as K[]).map((key) => ({ value: key, title: table[key].title }));

function Settings({ part, onChange, onHold }: Pick<PartPanelProps, 'part' | 'onChange' | 'onHold'>) {
  switch (part.kind) {
    case 'resistor': {
      const options = KIT_OHMS.includes(part.ohms) ? KIT_OHMS : [...KIT_OHMS, part.ohms].sort((a, b) => a - b);
      return (
        <>
          <Choice label="Сопротивление" value={part.ohms} options={options.map((ohms) => ({ value: ohms, title: formatOhms(ohms) }))} onPick={(ohms) => onChange({ ohms })} />
          <p className="lab-panel__note">Полоски: {safeBands(part.ohms)}</p>
        </>
      );
    }
    case 'led':
      return <Choice label="Цвет" value={part.color} options={entries(LEDS)} onPick={(color: LedColor) => onChange({ color })} />;
    case 'battery':
      return <Choice label="Батарейка" value={part.battery} options={entries(BATTERIES)} onPick={(battery: BatteryKind) => onChange({ battery })} />;
    case 'capacitor': {
      const options = KIT_FARADS.includes(part.farads) ? KIT_FARADS : [...KIT_FARADS, part.farads].sort((a, b) => a - b);
      return (
        <>
          <Choice label="Ёмкость" value={part.farads} options={options.map((farads) => ({ value: farads, title: formatFarads(farads) }))} onPick={(farads) => onChange({ farads })} />
          <label className="lab-panel__check">
            <input type="checkbox" checked={part.electrolytic} onChange={(event) => onChange({ electrolytic: event.target.checked })} />
            Электролитический (с плюсом)
          </label>
        </>
      );
    }
    case 'npn':
      return <Choice label="Транзистор" value={part.model} options={entries(TRANSISTORS)} onPick={(model: TransistorModel) => onChange({ model })} />;
    case 'buzzer':
    case 'motor': {
      const models = entries(LOADS).filter((option) => LOADS[option.value].kind === part.kind);
      if (models.length < 2) return null;
      return <Choice label="Модель" value={part.model} options={models} onPick={(model: LoadModel) => onChange({ model })} />;
    }
    case 'switch':
      return (
        <button type="button" className="button button--secondary lab-panel__big" aria-pressed={part.closed} onClick={() => onChange({ closed: !part.closed })}>
          {part.closed ? 'Выключить' : 'Включить'}
        </button>
      );
    case 'button':
      return (
        <button
          type="button"
          className={`button lab-panel__big lab-panel__hold${part.closed ? ' lab-panel__hold--down' : ''}`}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            onHold(true);
          }}
          onPointerUp={() => onHold(false)}
          onPointerCancel={() => onHold(false)}
          onKeyDown={(event) => event.key === ' ' && onHold(true)}
          onKeyUp={(event) => event.key === ' ' && onHold(false)}
          onContextMenu={(event) => event.preventDefault()}
        >
          {part.closed ? 'Нажата!' : 'Нажми и держи'}
        </button>
      );
    case 'wire':
      return null;
  }
}

function safeBands(ohms: number): string {
  try {
    return bandWords(ohms);
  } catch {
    return 'такого резистора нет в наборе';
  }
}

export function PartPanel({ part, onChange, onHold, onRotate, onRemove, onClose }: PartPanelProps) {
  const name = partName(part);
  return (
    <section className="lab-panel" aria-label={`Настройки: ${name}`}>
      <div className="lab-panel__head">
        <h3 className="lab-panel__title">{name.charAt(0).toUpperCase() + name.slice(1)}</h3>
        <button type="button" className="lab-panel__close" onClick={onClose} aria-label="Закрыть настройки детали">
          ×
        </button>
      </div>
      <Settings part={part} onChange={onChange} onHold={onHold} />
      <div className="lab-panel__actions">
        {part.kind !== 'wire' && (
          <button type="button" className="button button--secondary button--small" onClick={onRotate}>
            ↻ Повернуть
          </button>
        )}
        <button type="button" className="button button--secondary button--small lab-panel__remove" onClick={onRemove}>
          Удалить
        </button>
      </div>
    </section>
  );
}
