import { DIAMONDS, plural, RATING_POINTS } from '../../../domain/plural';
import { Icon } from '../icon/icon';
import './reward.css';

/** «Сделай и получи»: the diamonds and the rating a project earns — the same number twice. */
export function Reward({ amount }: { amount: number }) {
  return (
    <p className="reward">
      <span className="reward__label">Сделай и получи</span>
      <span className="reward__item reward__item--diamonds" title="алмазы">
        <Icon name="diamond" size={18} />
        {amount}
        <span className="visually-hidden"> {plural(amount, DIAMONDS)}</span>
      </span>
      <span className="reward__item reward__item--rating" title="рейтинг">
        <Icon name="star" size={18} />
        {amount}
        <span className="visually-hidden"> {plural(amount, RATING_POINTS)}</span>
      </span>
    </p>
  );
}
