import { Link, Navigate, useLocation } from 'react-router-dom';
import { Loader } from '../../../components/loader/loader';
import { childDeletedMessage, FAMILY_MSG } from '../../../../domain/family';
import { familyChildPath } from '../../../../domain/paths';
import { avatarUrl, showDefaultAvatar } from '../../../lib/avatar-url';
import { toApiError } from '../../../lib/api-client';
import { useChildren } from '../hooks/use-family';
import './family.css';

/** /family: the parent's children; with one child, straight to that child's page. */
export function ChildrenPage() {
  const { data: children, error } = useChildren();
  const state = useLocation().state as { agreed?: boolean; deleted?: string } | null;
  const agreed = state?.agreed === true;
  const deleted = typeof state?.deleted === 'string' ? state.deleted : undefined;
  if (!children) return error ? <p role="alert">{toApiError(error).message}</p> : <Loader text="Загружаем..." />;
  if (children.length === 1) return <Navigate to={familyChildPath(children[0]!.id)} replace state={{ agreed, deleted }} />;
  return (
    <section className="family-children" aria-labelledby="children-title">
      {agreed && (
        <p className="banner banner--success" role="status">
          {FAMILY_MSG.agreed}
        </p>
      )}
      {deleted && (
        <p className="banner banner--success" role="status">
          {childDeletedMessage(deleted)}
        </p>
      )}
      <h1 id="children-title">Мои дети</h1>
      {children.length === 0 ? (
        <p>Здесь появятся ваши дети, когда вы подтвердите согласие по ссылке из письма.</p>
      ) : (
        <ul className="family-children__list">
          {children.map((child) => (
            <li key={child.id}>
              <Link className="family-children__item" to={familyChildPath(child.id)}>
                <img className="avatar" src={avatarUrl(child.photo)} alt="" width="48" height="48" onError={showDefaultAvatar} />
                <span>{[child.firstName, child.lastName].filter(Boolean).join(' ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
