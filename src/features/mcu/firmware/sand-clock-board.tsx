import { SAND_CLOCK_HALF } from './sand-clock-leds';

/**
 * The LEDs' centres on the board of guide 11 (scripts/content/pcb-boards.mjs lays them so): half A
 * from its far edge to the waist, rows of 7…1, then half B from the waist, rows of 1…7; 56 × 118.
 */
const LED_XY: readonly (readonly [number, number])[] = (() => {
  const xy: [number, number][] = [];
  for (let r = 0; r < 7; r++) for (let i = 0; i < 7 - r; i++) xy.push([28 + (i - (6 - r) / 2) * 6, 6 + r * 6]);
  for (let r = 0; r < 7; r++) for (let i = 0; i < r + 1; i++) xy.push([28 + (i - r / 2) * 6, 118 - 6 - (6 - r) * 6]);
  return xy;
})();

const OUTLINE = 'M0,0 H56 L31,52 V66 L56,118 H0 L25,66 V52 Z';

export function SandClockBoard({ lit, halfAUp, label }: { lit: boolean[]; halfAUp: boolean; label: string }) {
  return (
    <svg className="fw-clock" viewBox="-6 -6 68 130" role="img" aria-label={label}>
      <g className={halfAUp ? 'fw-clock__body' : 'fw-clock__body fw-clock__body--over'}>
        <path className="fw-clock__glass" d={OUTLINE} />
        <rect className="fw-clock__chip" x="23" y="54" width="10" height="10" rx="1" />
        <text className="fw-clock__chip-name" x="28" y="60.2" textAnchor="middle">
          U1
        </text>
        {LED_XY.map(([x, y], k) => (
          <circle key={k} className={lit[k] ? 'fw-led fw-led--on' : 'fw-led'} cx={x} cy={y} r="2.3">
            <title>{`HL${k + 1}${k < SAND_CLOCK_HALF ? ', половина A' : ', половина B'}`}</title>
          </circle>
        ))}
      </g>
    </svg>
  );
}
