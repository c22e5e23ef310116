import type { KeyboardEvent, PointerEvent } from 'react';
import { BOARD, BUTTON_NAMES, LED_NAMES, type ButtonName, type LedName } from '../../../../domain/mcu/program';
import { noteName } from '../model/note-name';
import type { Pins } from '../model/use-board-run';

// The school board as the pupil sees it on the bench: the chip, HL1–HL5 in their colours (a lit one
// glows), the buzzer with the note it plays, and S1 and S2 to hold down with a finger, the mouse or
// the keyboard (Space or Enter).

const LED_LOOK: Record<(typeof BOARD.leds)[LedName]['colour'], { lit: string; dark: string; word: string }> = {
  red: { lit: '#ff3b30', dark: '#7a2b28', word: 'красный' },
  yellow: { lit: '#ffd60a', dark: '#7a6a25', word: 'жёлтый' },
  green: { lit: '#34e065', dark: '#2a6a3a', word: 'зелёный' },
  blue: { lit: '#3d8bff', dark: '#2b4a7a', word: 'синий' },
  white: { lit: '#ffffff', dark: '#8a929e', word: 'белый' },
};

const LED_X0 = 120;
const LED_STEP = 44;

function Led({ name, lit, index }: { name: LedName; lit: boolean; index: number }) {
  const look = LED_LOOK[BOARD.leds[name].colour];
  const x = LED_X0 + index * LED_STEP;
  return (
    <g role="img" aria-label={`Светодиод ${name}, ${look.word}: ${lit ? 'горит' : 'не горит'}`} data-lit={lit ? 'true' : 'false'}>
      {lit && <circle cx={x} cy={46} r={24} fill={look.lit} opacity={0.35} className="mcu-board__glow" />}
      <circle cx={x} cy={46} r={13} fill={lit ? look.lit : look.dark} stroke="#0b3d2e" strokeWidth={2} />
      <circle cx={x - 4} cy={41} r={3.5} fill="#fff" opacity={lit ? 0.9 : 0.35} />
      <text x={x} y={78} className="mcu-board__label" textAnchor="middle" aria-hidden="true">
        {name}
      </text>
    </g>
  );
}

function BoardButton({ name, index, down, onPress }: { name: ButtonName; index: number; down: boolean; onPress(pressed: boolean): void }) {
  const x = 236 + index * 54;
  const y = 116;
  const pointerDown = (event: PointerEvent<SVGGElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onPress(true);
  };
  const keyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (!event.repeat) onPress(true);
  };
  const keyUp = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === ' ' || event.key === 'Enter') onPress(false);
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={`Кнопка ${name}`}
      aria-pressed={down}
      className="mcu-board__button"
      onPointerDown={pointerDown}
      onPointerUp={() => onPress(false)}
      onPointerCancel={() => onPress(false)}
      onLostPointerCapture={() => onPress(false)}
      onKeyDown={keyDown}
      onKeyUp={keyUp}
      onBlur={() => onPress(false)}
      onContextMenu={(event) => event.preventDefault()}
    >
      <rect x={x - 22} y={y - 22} width={44} height={44} rx={6} fill="#d9dde6" stroke="#0b3d2e" strokeWidth={2} />
      <circle cx={x} cy={y + (down ? 1.5 : 0)} r={down ? 12 : 14} fill={down ? '#7b1f1f' : '#c62839'} stroke="#3a0d0d" strokeWidth={1.5} />
      <text x={x} y={y + 40} className="mcu-board__label" textAnchor="middle" aria-hidden="true">
        {name}
      </text>
    </g>
  );
}

export interface BoardViewProps {
  pins: Pins;
  buttons: Record<ButtonName, boolean>;
  onPress(button: ButtonName, pressed: boolean): void;
}

export function BoardView({ pins, buttons, onPress }: BoardViewProps) {
  const hz = pins[BOARD.buzzer.name];
  const note = hz > 0 ? `${noteName(hz)} ${hz} Гц` : 'тихо';
  return (
    <figure className="mcu-board">
      <svg viewBox="0 0 344 176" className="mcu-board__svg" role="group" aria-label={`Плата с микроконтроллером ${BOARD.chip}`}>
        <rect x={2} y={2} width={340} height={172} rx={14} fill="#12704f" stroke="#0b4d37" strokeWidth={3} />
        <g role="img" aria-label={`Микроконтроллер ${BOARD.chip}`}>
          {Array.from({ length: 7 }, (_, i) => (
            <g key={i} fill="#b8c0cc">
              <rect x={18} y={30 + i * 17} width={10} height={6} />
              <rect x={74} y={30 + i * 17} width={10} height={6} />
            </g>
          ))}
          <rect x={26} y={22} width={50} height={130} rx={4} fill="#20232b" />
          <path d="M44 22a7 7 0 0 0 14 0" fill="#12704f" />
          <text x={51} y={87} className="mcu-board__chip" textAnchor="middle" transform="rotate(-90 51 87)">
            {BOARD.chip}
          </text>
        </g>
        {LED_NAMES.map((name, index) => (
          <Led key={name} name={name} index={index} lit={pins[name] > 0} />
        ))}
        <g role="img" aria-label={`Зуммер ${BOARD.buzzer.name}: ${hz > 0 ? `звучит ${note}` : 'тихо'}`} data-hz={hz}>
          <circle cx={128} cy={124} r={24} fill="#1c1c1c" stroke="#0b3d2e" strokeWidth={2} />
          <circle cx={128} cy={124} r={5} fill="#555" />
          {hz > 0 && <path d="M158 108q8 16 0 32M166 102q12 22 0 44" stroke="#ffd60a" strokeWidth={3} fill="none" strokeLinecap="round" />}
          <text x={128} y={164} className="mcu-board__label" textAnchor="middle" aria-hidden="true">
            {BOARD.buzzer.name}
          </text>
        </g>
        {BUTTON_NAMES.map((name, index) => (
          <BoardButton key={name} name={name} index={index} down={buttons[name]} onPress={(pressed) => onPress(name, pressed)} />
        ))}
      </svg>
      <figcaption className={`mcu-board__note${hz > 0 ? ' mcu-board__note--on' : ''}`}>
        <span aria-hidden="true">♪</span> Зуммер: {note}
      </figcaption>
    </figure>
  );
}
