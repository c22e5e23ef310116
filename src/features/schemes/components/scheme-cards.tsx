import { Link } from 'react-router-dom';
import { schemePages } from '../../../content/schemes';
import { schemePath } from '../../../domain/paths';
import './schemes.css';

/** The three scheme readers of SPEC §2, each with «Изучить». */
export function SchemeCards() {
  return (
    <ul className="scheme-cards">
      {schemePages.map((page) => (
        <li key={page.id} className="scheme-card">
          <img src={page.images[0]?.src} alt={page.images[0]?.alt ?? ''} loading="lazy" />
          <div className="scheme-card__body">
            <h2>{page.title}</h2>
            <p>{page.images.length} листов со схемами</p>
            <Link className="button button--primary" to={schemePath(page.id)}>
              Изучить
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
