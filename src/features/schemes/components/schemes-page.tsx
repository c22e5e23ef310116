import { Link } from 'react-router-dom';
import { schemePages } from '../../../content/schemes';
import './schemes.css';

export function SchemesPage() {
  return (
    <div className="page">
      <p className="page__lead">Схема — это карта прибора. Научись читать её, и любой проект станет понятнее.</p>
      <ul className="scheme-cards">
        {schemePages.map((page) => (
          <li key={page.id} className="scheme-card">
            <img src={page.images[0]?.src} alt={page.images[0]?.alt ?? ''} loading="lazy" />
            <div className="scheme-card__body">
              <h2>{page.title}</h2>
              <p>{page.images.length} листов со схемами</p>
              <Link className="button button--primary" to={`/main/project_electrick_schem/${page.id}`}>
                Изучить
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
