import { Icon } from '../../../components/icon/icon';
import './permit-mark.css';

/** Beside a pupil's name: holds «Допуск к пайке». A shape and a name, not a colour alone. */
export function PermitMark() {
  return (
    <span className="permit-mark" role="img" aria-label="есть допуск к пайке" title="Есть допуск к пайке">
      <Icon name="flame" size={14} />
    </span>
  );
}
