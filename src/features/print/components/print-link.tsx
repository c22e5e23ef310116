import { Link } from 'react-router-dom';
import { projectPath } from '../../../../domain/paths';
import { PRINT_FLAG } from '../hooks/use-print-on-open';
import './print.css';

/** «Распечатать» on a project card: opens the guide, which prints itself once its pictures are in. */
export function PrintLink({ projectId, title }: { projectId: number; title: string }) {
  return (
    <Link className="print-link" to={`${projectPath(projectId)}?${PRINT_FLAG}`} aria-label={`Распечатать проект «${title}»`}>
      Распечатать
    </Link>
  );
}
