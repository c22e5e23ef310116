import { Link, useParams } from 'react-router-dom';
import { guideById } from '../../../content/guides';
import { parseId, PROJECT_COUNT, projectCommentId } from '../../../domain/ids';
import { useSession } from '../../../stores/session';
import { GuideView } from './guide-view';
import { ProjectNav } from './project-nav';
import './guides.css';

function Crumbs({ id }: { id?: number }) {
  return (
    <nav aria-label="Навигация">
      <ol className="crumbs">
        <li>
          <Link to="/main/projects">Все проекты</Link>
        </li>
        <li>
          <Link to="/main/spora">Шпора</Link>
        </li>
        <li aria-current="page">{id ? `Проект №${id}` : 'Проект'}</li>
      </ol>
    </nav>
  );
}

export function GuidePage() {
  const { id: raw } = useParams();
  const id = parseId(raw, PROJECT_COUNT);
  const guide = id ? guideById(id) : undefined;
  const signedIn = useSession((s) => s.status === 'signedIn');

  if (!id || !guide) {
    return (
      <div className="page">
        <Crumbs />
        <section className="card card--center">
          <h2>Такого проекта нет</h2>
          <p>Проекты пронумерованы от 1 до {PROJECT_COUNT}. Выбери любой из списка.</p>
          <Link className="button button--primary" to="/main/projects">
            Все проекты
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="page">
      <Crumbs id={id} />
      <GuideView guide={guide} />
      {/* The review status and the photo upload come with the submission issue. */}
      <section id="project-status" className="slot" aria-labelledby="project-status-title">
        <h2 id="project-status-title">Сдать проект</h2>
        {signedIn ? (
          <p>Скоро здесь можно будет отправить фото проекта преподавателю.</p>
        ) : (
          <p>
            Требуется авторизация. <Link to="/login">Войти</Link>
          </p>
        )}
      </section>
      <ProjectNav id={id} />
      {/* Comments on this page use the lecture section with this id; they come with the comments issue. */}
      <section id="project-comments" className="slot" data-comment-id={projectCommentId(id)} aria-labelledby="project-comments-title">
        <h2 id="project-comments-title">Комментарии</h2>
        <p>Скоро здесь можно будет задать вопрос и рассказать, что получилось.</p>
      </section>
    </div>
  );
}
