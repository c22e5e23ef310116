import { Link } from 'react-router-dom';
import { ImageReader } from '../../../components/image-reader/image-reader';
import type { SchemePage } from '../../../content/types';
import { PATHS } from '../../../../domain/paths';
import './schemes.css';

/** A scheme page's title, text and its sheets in the zoomable reader. */
export function SchemeArticle({ page }: { page: SchemePage }) {
  return (
    <>
      <h2 className="scheme__title">{page.title}</h2>
      <div className="text">
        {page.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {/* Remount per page so the reader starts at sheet 1. */}
      <ImageReader key={page.id} images={page.images} label={`Схемы: ${page.title}`} zoomable />
    </>
  );
}

export function SchemeNotFound() {
  return (
    <section className="card card--center">
      <h2>Таких схем нет</h2>
      <Link className="button button--primary" to={PATHS.schemes}>
        Все схемы
      </Link>
    </section>
  );
}
