// A part drawn as the school's textbooks draw it (ГОСТ 2.7xx): a resistor is a rectangle, a
// battery a long and a short line, an LED a diode with two arrows. Drawn in its own coordinates:
// the first terminal at (0, 0), the second at (40, 0) — PART_LENGTH grid steps of 10 units.
import { resistorBands, BAND_PAINT } from '../../../content/resistor-code';
import type { CircuitPart, LedColor } from '../../../../domain/circuit/document';

/** Units of the drawing per grid step. */
export const UNIT = 10;

export const LED_PAINT: Record<LedColor, string> = {
  red: '#ff3b30',
  yellow: '#ffcc00',
  green: '#2fd158',
  blue: '#2f7bff',
  white: '#f4f4f4',
};

export interface PartLook {
  /** 0..1 for an LED. */
  glow?: number;
  running?: boolean;
  /** Marked in red: a warning is about it. */
  faulty?: boolean;
}

const LINE = { stroke: 'currentColor', strokeWidth: 2, fill: 'none', strokeLinecap: 'round' } as const;

function bandsOf(ohms: number) {
  try {
    return resistorBands(ohms);
  } catch {
    return undefined;
  }
}

function Resistor({ ohms }: { ohms: number }) {
  const bands = bandsOf(ohms);
  return (
    <>
      <path d="M0 0H10M30 0H40" {...LINE} />
      <rect x="10" y="-5" width="20" height="10" fill="#fff" stroke="currentColor" strokeWidth="2" />
      {bands?.map((band, i) => (
        <rect key={i} x={[13, 16.5, 20, 25.5][i]} y="-3.5" width="2.2" height="7" fill={BAND_PAINT[band]} />
      ))}
    </>
  );
}

function Battery() {
  return (
    <>
      <path d="M0 0H17M23 0H40" {...LINE} />
      <path d="M17 -10V10" {...LINE} />
      <path d="M23 -5V5" {...LINE} strokeWidth="4.5" strokeLinecap="butt" />
      <path d="M8 -9h5M10.5 -11.5v5" {...LINE} strokeWidth="1.5" />
    </>
  );
}

function Led({ color, glow }: { color: LedColor; glow: number }) {
  const paint = LED_PAINT[color];
  return (
    <>
      {glow > 0.02 && <circle cx="20" cy="0" r={9 + 9 * glow} fill={paint} opacity={0.18 + 0.5 * glow} className="lab-part__halo" />}
      <path d="M0 0H14M26 0H40" {...LINE} />
      <path d="M14 -7L26 0L14 7Z" fill={glow > 0.02 ? paint : '#fff'} fillOpacity={glow > 0.02 ? 0.35 + 0.65 * glow : 1} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M26 -7V7" {...LINE} />
      <path d="M19 -9l5 -6M23 -8l5 -6M21 -15h3v3M25 -14h3v3" {...LINE} strokeWidth="1.4" />
    </>
  );
}

function Switch({ closed, button }: { closed: boolean; button: boolean }) {
  if (button) {
    const bar = closed ? -2 : -8;
    return (
      <>
        <path d="M0 0H12M28 0H40" {...LINE} />
        <circle cx="12" cy="0" r="1.8" fill="currentColor" />
        <circle cx="28" cy="0" r="1.8" fill="currentColor" />
        <path d={`M10 ${bar}H30M20 ${bar}V-15M15 -15H25`} {...LINE} />
      </>
    );
  }
  return (
    <>
      <path d="M0 0H12M28 0H40" {...LINE} />
      <circle cx="12" cy="0" r="1.8" fill="currentColor" />
      <circle cx="28" cy="0" r="1.8" fill="currentColor" />
      <path d={closed ? 'M12 0L29 -2' : 'M12 0L27 -10'} {...LINE} />
    </>
  );
}

function Capacitor({ electrolytic }: { electrolytic: boolean }) {
  return (
    <>
      <path d="M0 0H17M23 0H40M17 -10V10M23 -10V10" {...LINE} />
      {electrolytic && <path d="M8 -9h5M10.5 -11.5v5" {...LINE} strokeWidth="1.5" />}
    </>
  );
}

/** Base at (0, 0), collector at (20, -20), emitter at (20, 20). */
function Npn() {
  return (
    <>
      <circle cx="13" cy="0" r="12" fill="#fff" stroke="currentColor" strokeWidth="1.6" />
      <path d="M0 0H8M8 -7V7M8 -3L20 -10V-20M8 3L20 10V20" {...LINE} />
      <path d="M20 10L13.5 9.5L16.5 5Z" fill="currentColor" stroke="currentColor" strokeWidth="1" />
    </>
  );
}

function Buzzer({ running }: { running: boolean }) {
  return (
    <>
      <path d="M0 0H12M28 0H40" {...LINE} />
      <path d="M12 0A8 8 0 0 1 28 0Z" fill="#fff" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      {running && <path d="M31 -8a8 8 0 0 1 0 6M35 -11a12 12 0 0 1 0 12" {...LINE} strokeWidth="1.5" className="lab-part__sound" />}
    </>
  );
}

function Motor({ running }: { running: boolean }) {
  return (
    <>
      <path d="M0 0H11M29 0H40" {...LINE} />
      <circle cx="20" cy="0" r="9" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <text x="20" y="4.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="currentColor">
        M
      </text>
      {running && (
        <g className="lab-part__spin" style={{ transformOrigin: '20px 0px' }}>
          <path d="M20 -13A13 13 0 0 1 32 -5" {...LINE} strokeWidth="1.5" />
          <path d="M32 -5l-4 -1M32 -5l1 -4" {...LINE} strokeWidth="1.5" />
        </g>
      )}
    </>
  );
}

/** The symbol in the part's own coordinates (not yet moved or turned). */
export function PartSymbol({ part, look }: { part: CircuitPart; look: PartLook }) {
  switch (part.kind) {
    case 'resistor':
      return <Resistor ohms={part.ohms} />;
    case 'battery':
      return <Battery />;
    case 'led':
      return <Led color={part.color} glow={look.glow ?? 0} />;
    case 'switch':
    case 'button':
      return <Switch closed={part.closed} button={part.kind === 'button'} />;
    case 'capacitor':
      return <Capacitor electrolytic={part.electrolytic} />;
    case 'npn':
      return <Npn />;
    case 'buzzer':
      return <Buzzer running={Boolean(look.running)} />;
    case 'motor':
      return <Motor running={Boolean(look.running)} />;
    case 'wire':
      return null;
  }
}
