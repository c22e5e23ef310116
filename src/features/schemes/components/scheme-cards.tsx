import { Link } from 'react-router-dom';
import { schemePages } from '../../../content/schemes';
import { schemePath } from '../../../../domain/paths';
import { countOf, SHEETS } from '../../../../domain/plural';
import './schemes.css';

/** The three scheme readers, each with «Изучить». */
export function SchemeCards() {
  return (
    <ul className="scheme-cards">
      {schemePages.map(({ id, title, images }) => (
        <li key={id} className="scheme-card">
          {images[0] && <img src={images[0].src} width={images[0].width} height={images[0].height} alt={images[0].alt} loading="lazy" decoding="async" />}
          <div className="scheme-card__body">
            <h2>{title}</h2>
            <p>{countOf(images.length, SHEETS)} со схемами</p>
            <Link className="button button--primary" to={schemePath(id)}>
              Изучить
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
