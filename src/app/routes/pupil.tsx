import { Link, useParams } from 'react-router-dom';
import { PupilPage } from '../../features/classes/components/pupil-page';
import { parseId } from '../../../domain/ids';
import { PATHS } from '../../../domain/paths';

/** /main/pupils/:userId: one pupil's work and figures, for staff. */
export function Component() {
  const id = parseId(useParams().userId, Number.MAX_SAFE_INTEGER);
  return (
    <div className="page">
      <p>
        <Link to={PATHS.classes}>← Классы</Link>
      </p>
      {id ? <PupilPage key={id} userId={id} /> : <p role="alert">Такого ученика нет.</p>}
    </div>
  );
}
