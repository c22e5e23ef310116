import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import type { Lesson, LessonBlock } from '../../../content/lessons';
import { projects } from '../../../content/projects';
import { projectPath } from '../../../../domain/paths';
import './courses.css';

/** A lesson's text in reading order: paragraphs, headings, pictures with captions, «Запомни», «Осторожно!», «Для взрослого». */
export function LessonView({ lesson }: { lesson: Lesson }) {
  return (
    <article className="lesson" aria-labelledby="lesson-title">
      <p className="lesson__summary">{lesson.summary}</p>
      {lesson.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </article>
  );
}

function Block({ block }: { block: LessonBlock }) {
  switch (block.kind) {
    case 'text':
      return <p className="lesson__text">{block.text}</p>;
    case 'heading':
      return <h3 className="lesson__heading">{block.text}</h3>;
    case 'picture':
      return (
        <figure className="lesson__figure">
          <img src={block.picture.src} width={block.picture.width} height={block.picture.height} alt={block.picture.alt} decoding="async" />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    case 'remember':
      return (
        <aside className="lesson__note lesson__note--remember" aria-label="Запомни">
          <strong className="lesson__note-title">
            <Icon name="star" size={20} /> Запомни
          </strong>
          <p>{block.text}</p>
        </aside>
      );
    case 'warning':
      return (
        <aside className="lesson__note lesson__note--warning" aria-label="Осторожно!">
          <strong className="lesson__note-title">
            <Icon name="shield" size={20} /> Осторожно!
          </strong>
          <p>{block.text}</p>
        </aside>
      );
    case 'adult':
      return (
        <aside className="lesson__note lesson__note--adult" aria-label="Для взрослого">
          <strong className="lesson__note-title">
            <Icon name="users" size={20} /> Для взрослого
          </strong>
          <p>{block.text}</p>
          <ol className="lesson__steps">
            {block.steps.map((step, i) => (
              <li key={i}>
                {step.text}
                {step.command && (
                  <pre className="lesson__command">
                    <code>{step.command}</code>
                  </pre>
                )}
              </li>
            ))}
          </ol>
        </aside>
      );
  }
}

/** «Готовит к проектам»: the guides this lesson prepares for, each a link. */
export function LessonPrepares({ lesson }: { lesson: Lesson }) {
  const guides = projects.filter((project) => lesson.prepares.includes(project.id));
  if (guides.length === 0) return null;
  return (
    <section className="lesson-links" aria-labelledby="lesson-prepares">
      <h3 id="lesson-prepares" className="lesson-links__title">
        {guides.length === 1 ? 'Этот урок готовит к проекту' : 'Этот урок готовит к проектам'}
      </h3>
      <ul className="lesson-links__list">
        {guides.map((project) => (
          <li key={project.id}>
            <Link className="lesson-links__link" to={projectPath(project.id)}>
              <Icon name="torch" size={20} /> Проект №{project.id} «{project.title}»
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
