import type { CircuitPart, PartKind } from '../../../../domain/circuit/document';
import { newPart, PALETTE } from '../model/catalogue';
import { PartSymbol } from './part-symbol';

/** A small picture of the part on its palette button. */
function Sample({ kind }: { kind: PartKind }) {
  const part: CircuitPart = newPart(kind, '', { x: 0, y: 0 });
  if (kind === 'wire') {
    return (
      <svg viewBox="-4 -16 48 32" className="lab-palette__picture" aria-hidden="true">
        <path d="M0 8H20V-8H40" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg viewBox={kind === 'npn' ? '-4 -22 36 44' : '-4 -16 48 32'} className="lab-palette__picture" aria-hidden="true">
      <PartSymbol part={part} look={{}} />
    </svg>
  );
}

export function Palette({ active, onPick }: { active: PartKind | null; onPick(kind: PartKind): void }) {
  return (
    <div className="lab-palette" role="group" aria-label="Детали">
      {PALETTE.map((item) => (
        <button
          key={item.kind}
          type="button"
          className={`lab-palette__item${active === item.kind ? ' lab-palette__item--active' : ''}`}
          aria-pressed={active === item.kind}
          onClick={() => onPick(item.kind)}
        >
          <Sample kind={item.kind} />
          {/* A narrow button breaks a long word at its soft hyphen and shows the hyphen; a screen
              reader and speech input get the whole word, the same letters as the label. */}
          <span aria-hidden="true">{item.short}</span>
          <span className="visually-hidden">{item.label}</span>
        </button>
      ))}
    </div>
  );
}
