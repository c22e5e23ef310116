import { useParams } from 'react-router-dom';
import { schemePageById } from '../../content/schemes';
import { parseId, SCHEME_PAGE_COUNT, schemeCommentId } from '../../../domain/ids';
import { SchemeArticle, SchemeNotFound } from '../../features/schemes/components/scheme-article';
import { SchemeTabs } from '../../features/schemes/components/scheme-tabs';
import { Comments } from '../comments';

/** /main/project_electrick_schem/{id}: tabs, the scheme page and its comments (30033–30035). */
export function Component() {
  const { id: raw = '' } = useParams();
  const id = parseId(raw, SCHEME_PAGE_COUNT);
  const page = id ? schemePageById(id) : undefined;
  return (
    <div className="page">
      <SchemeTabs current={page?.id ?? raw} />
      {page ? (
        <>
          <SchemeArticle page={page} />
          <Comments key={page.id} section="lecture" id={schemeCommentId(page.id)} />
        </>
      ) : (
        <SchemeNotFound />
      )}
    </div>
  );
}
