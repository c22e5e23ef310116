import { BAND_NAMES, BAND_PAINT, formatOhms, resistorBands } from '../../../content/resistor-code';

/** A small resistor with its colour bands, and the bands in words for those who cannot tell colours. */
export function ResistorBands({ ohms, showValue = false }: { ohms: number; showValue?: boolean }) {
  const bands = resistorBands(ohms);
  const words = bands.slice(0, 3).map((band) => BAND_NAMES[band]).join(', ');
  return (
    <span className="bands">
      <svg className="bands__picture" viewBox="0 0 64 20" width="48" height="15" aria-hidden="true" focusable="false">
        <line x1="0" y1="10" x2="64" y2="10" stroke="#8a8f98" strokeWidth="3" />
        <rect x="12" y="2" width="40" height="16" rx="6" fill="#e9cf9f" stroke="#222" strokeWidth="1.5" />
        {bands.map((band, i) => (
          <rect key={i} x={[18, 25, 32, 43][i]} y="3" width="4" height="14" fill={BAND_PAINT[band]} />
        ))}
      </svg>
      <span className="bands__words">
        {showValue && <strong>{formatOhms(ohms)}: </strong>}
        {words}
      </span>
    </span>
  );
}
