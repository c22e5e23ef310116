import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Reward } from '../../../components/reward/reward';
import { projects } from '../../../content/projects';
import { projectPath } from '../../../../domain/paths';
import './guides.css';

/**
 * The 15 project cards: title, description, picture, reward and «Начать». `extra`
 * adds what another feature knows about a project (its review status) to its card, `action`
 * the button's word for it («Посмотреть» once it is accepted).
 */
export function ProjectCards({ extra, action }: { extra?: (projectId: number) => ReactNode; action?: (projectId: number) => string }) {
  return (
    <ul className="projects__list">
      {projects.map((project) => (
        <li key={project.id} className="project-card">
          <img className="project-card__picture" src={project.picture.src} width={project.picture.width} height={project.picture.height} alt={project.picture.alt} loading="lazy" decoding="async" />
          <div className="project-card__body">
            <h2 className="project-card__title">
              <span className="project-card__number">№{project.id}</span> {project.title}
            </h2>
            {extra?.(project.id)}
            <p className="project-card__text">{project.description}</p>
            <Reward amount={project.reward} />
            <Link className="button button--primary" to={projectPath(project.id)}>
              {action?.(project.id) ?? 'Начать'}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
