import { useEffect, useRef, useState } from 'react';
import { FIGURE_ANIMATION_MS } from '../../../domain/constants';
import { DIAMONDS, plural, RATING_POINTS, type PluralForms } from '../../../domain/plural';
import { Icon } from '../icon/icon';
import './figures.css';

/** A number that plays a short animation (0.5 s) whenever it changes. */
function Figure({ value, kind, label, forms }: { value: number; kind: 'diamonds' | 'rating'; label: string; forms: PluralForms }) {
  const [changed, setChanged] = useState(false);
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    // The number changed outside React's render (a fetch): start the animation, then end it.
    setChanged(true);
    const timer = setTimeout(() => setChanged(false), FIGURE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <span className={`figure figure--${kind}${changed ? ' figure--changed' : ''}`} title={label}>
      <Icon name={kind === 'diamonds' ? 'diamond' : 'star'} size={18} />
      <span className="figure__value">{value}</span>
      <span className="visually-hidden"> {plural(value, forms)}</span>
    </span>
  );
}

/** A pupil's diamonds and rating, as the header shows them. */
export function Figures({ diamonds, rating }: { diamonds: number; rating: number }) {
  return (
    <span className="figures" aria-label={`Алмазы: ${diamonds}, рейтинг: ${rating}`} data-testid="figures">
      <Figure value={diamonds} kind="diamonds" label="алмазы" forms={DIAMONDS} />
      <Figure value={rating} kind="rating" label="рейтинг" forms={RATING_POINTS} />
    </span>
  );
}
