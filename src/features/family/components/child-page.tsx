import { Link, useLocation } from 'react-router-dom';
import { Loader } from '../../../components/loader/loader';
import { WorkHistory } from '../../../components/work-history/work-history';
import { levelName } from '../../../../domain/constants';
import { formatDateTime } from '../../../../domain/dates';
import { childDeletedMessage, FAMILY_MSG, type ChildView } from '../../../../domain/family';
import { PATHS } from '../../../../domain/paths';
import { countOf, DIAMONDS, RATING_POINTS } from '../../../../domain/plural';
import { avatarUrl, showDefaultAvatar } from '../../../lib/avatar-url';
import { toApiError } from '../../../lib/api-client';
import { useChild, useChildren } from '../hooks/use-family';
import { ChildActions } from './child-actions';
import './family.css';

function consentLine(child: ChildView): string {
  if (child.consent === 'given' && child.consentGivenAt !== null) {
    return `Согласие дано ${formatDateTime(child.consentGivenAt)}${child.consentWay === 'paper' ? ' (на бумаге, в школе)' : ''}.`;
  }
  if (child.consent === 'withdrawn') return 'Согласие отозвано: ребёнок может читать и собирать, но не отправляет фото и не пишет комментарии.';
  if (child.consent === 'pending') return 'Согласие ещё не дано.';
  return 'Согласие не требуется.';
}

/** /family/children/:id: one child's work, figures and class, read-only, with the parent's actions. */
export function ChildPage({ childId }: { childId: number }) {
  const { data: child, error } = useChild(childId);
  const several = (useChildren().data?.length ?? 0) > 1;
  const state = useLocation().state as { agreed?: boolean; deleted?: string } | null;
  const agreed = state?.agreed === true;
  // Another child's account was just deleted, and this is the one left.
  const deleted = typeof state?.deleted === 'string' ? state.deleted : undefined;
  if (!child) {
    if (!error) return <Loader text="Загружаем..." />;
    const failure = toApiError(error);
    return (
      <section className="family-child" role="alert">
        <p>{failure.status === 404 ? FAMILY_MSG.notYourChild : failure.message}</p>
        <Link to={PATHS.family}>← Мои дети</Link>
      </section>
    );
  }
  const name = [child.firstName, child.lastName].filter(Boolean).join(' ');
  return (
    <article className="family-child" aria-labelledby="child-name">
      {several && (
        <p>
          <Link to={PATHS.family}>← Мои дети</Link>
        </p>
      )}
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
      <header className="family-child__head card">
        <img className="family-child__photo" src={avatarUrl(child.photo)} alt="" width="88" height="88" onError={showDefaultAvatar} />
        <div>
          <h1 id="child-name">{name}</h1>
          <p className="family-child__meta">
            {child.className ? `Класс «${child.className}»` : 'Пока не в классе'} · Уровень: {levelName(child.level)}
          </p>
        </div>
        <ul className="family-child__figures">
          <li>{countOf(child.diamonds, DIAMONDS)}</li>
          <li>{countOf(child.rating, RATING_POINTS)}</li>
          {child.medals.length > 0 && <li>Медали: {child.medals.join(', ')}</li>}
        </ul>
      </header>
      <p className="family-child__consent">{consentLine(child)}</p>
      <h2>Работы</h2>
      <WorkHistory readOnly items={child.submissions} empty={`Работ пока нет. Когда ${child.firstName} отправит учителю фото проекта, оно появится здесь — с оценкой и словами учителя.`} />
      <ChildActions child={child} />
    </article>
  );
}
