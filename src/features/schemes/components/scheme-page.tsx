import { Link, useParams } from 'react-router-dom';
import { ImageReader } from '../../../components/image-reader/image-reader';
import { schemePageById } from '../../../content/schemes';
import { parseId, SCHEME_PAGE_COUNT } from '../../../domain/ids';
import { SchemeTabs } from './scheme-tabs';
import './schemes.css';

export function SchemePage() {
  const { id: raw } = useParams();
  const id = parseId(raw, SCHEME_PAGE_COUNT);
  const page = id ? schemePageById(id) : undefined;

  if (!page) {
    return (
      <div className="page">
        <SchemeTabs current={`/main/project_electrick_schem/${raw ?? ''}`} />
        <section className="card card--center">
          <h2>Таких схем нет</h2>
          <Link className="button button--primary" to="/main/electric-schemes">
            Все схемы
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="page">
      <SchemeTabs current={`/main/project_electrick_schem/${page.id}`} />
      <h2 className="scheme__title">{page.title}</h2>
      <div className="text">
        {page.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {/* Remount per page so the reader starts at sheet 1. */}
      <ImageReader key={page.id} images={page.images} label={`Схемы: ${page.title}`} zoomable />
      <section className="slot" data-comment-id={page.commentId} aria-label="Комментарии">
        <p>Комментарии к схемам появятся совсем скоро.</p>
      </section>
    </div>
  );
}
