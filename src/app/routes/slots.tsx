import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { useSession } from '../../stores/session';

// Named places on the content pages for the parts that come with their own issues: the
// submission panel (status and photo upload) and the comment block. Each page already puts
// them where they belong; replacing a slot with the real part changes no page.

/** The project's review status and photo upload (SPEC §2, §4). */
export function SubmissionSlot({ projectId }: { projectId: number }) {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return (
    <section id="project-status" className="slot" data-project-id={projectId} aria-labelledby="project-status-title">
      <h2 id="project-status-title">Сдать проект</h2>
      {signedIn ? (
        <p>Скоро здесь можно будет отправить фото проекта преподавателю.</p>
      ) : (
        <p>
          Требуется авторизация. <Link to={PATHS.login}>Войти</Link>
        </p>
      )}
    </section>
  );
}

/** The comment block of a content page: the lecture section with this id (SPEC §3, §9). */
export function CommentsSlot({ lectureId }: { lectureId: number }) {
  return (
    <section id="comments" className="slot" data-comment-id={lectureId} aria-labelledby="comments-title">
      <h2 id="comments-title">Комментарии</h2>
      <p>Скоро здесь можно будет задать вопрос и рассказать, что получилось.</p>
    </section>
  );
}
