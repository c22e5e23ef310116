import { Link } from 'react-router-dom';
import { PATHS } from '../../../domain/paths';
import { Icon } from '../icon/icon';
import './placeholder.css';

/** The page for sections whose content is still being written. */
export function Placeholder({ title }: { title?: string }) {
  return (
    <section className="placeholder">
      <div className="placeholder__icon">
        <Icon name="tools" size={56} />
      </div>
      {title && <h2 className="placeholder__title">{title}</h2>}
      <p className="placeholder__text">Раздел в разработке. Загляни позже — мы уже паяем!</p>
      <Link className="button button--secondary" to={PATHS.main}>
        На главную
      </Link>
    </section>
  );
}
