import { Link, useParams } from 'react-router-dom';
import { ClassMatrixView } from '../../features/classes/components/class-matrix';
import { parseId } from '../../../domain/ids';
import { PATHS } from '../../../domain/paths';

/** /main/classes/:id: the class at a glance. */
export function Component() {
  const id = parseId(useParams().id, Number.MAX_SAFE_INTEGER);
  return (
    <div className="page page--wide">
      <p>
        <Link to={PATHS.classes}>← Все классы</Link>
      </p>
      {id ? <ClassMatrixView key={id} classId={id} /> : <p role="alert">Такого класса нет.</p>}
    </div>
  );
}
