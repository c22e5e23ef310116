import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import { lessonById } from '../../../content/lessons';
import { megaProjects } from '../../../content/mega-projects';
import { projectById } from '../../../content/projects';
import { lessonPath, projectPath } from '../../../../domain/paths';
import './courses.css';

/**
 * The mega-projects (level 4 and up): two guides joined into one device — which guides, how to
 * join them, and the lessons that explain what happens inside.
 */
export function MegaProjects() {
  return (
    <div className="mega">
      <p className="page__lead">
        Мега-проект — это два собранных проекта, соединённые в одно большое устройство. Сначала собери каждый проект по его инструкции, потом соедини их.
      </p>
      {megaProjects.map((mega) => (
        <section key={mega.id} className="mega__card" aria-labelledby={`mega-${mega.id}`}>
          <h2 id={`mega-${mega.id}`} className="mega__title">
            <Icon name="rocket" size={26} /> {mega.title}
          </h2>
          <p>{mega.idea}</p>
          <h3 className="mega__subtitle">Из каких проектов</h3>
          <ul className="mega__guides">
            {mega.guides.map((id) => (
              <li key={id}>
                <Link className="lesson-links__link" to={projectPath(id)}>
                  <Icon name="torch" size={20} /> Проект №{id} «{projectById(id)?.title}»
                </Link>
              </li>
            ))}
          </ul>
          <h3 className="mega__subtitle">Как соединить</h3>
          <ol className="mega__steps">
            {mega.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {mega.warning && (
            <aside className="lesson__note lesson__note--warning" aria-label="Осторожно!">
              <strong className="lesson__note-title">
                <Icon name="shield" size={20} /> Осторожно!
              </strong>
              <p>{mega.warning}</p>
            </aside>
          )}
          <h3 className="mega__subtitle">Какие уроки помогут</h3>
          <ul className="mega__lessons">
            {mega.lessons.map((id) => (
              <li key={id}>
                <Link className="lesson-links__link" to={lessonPath(id)}>
                  <Icon name="book" size={20} /> {lessonById(id)?.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
