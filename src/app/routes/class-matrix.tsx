import { Link, useParams } from 'react-router-dom';
import { ClassMatrixView } from '../../features/classes/components/class-matrix';
import { AnnouncementsPanel } from '../../features/class-life/components/announcements-panel';
import { AssignmentsPanel } from '../../features/class-life/components/assignments-panel';
import { parseId } from '../../../domain/ids';
import { classGalleryPath, PATHS } from '../../../domain/paths';

/** /main/classes/:id: the class at a glance, its assignments and its announcements. */
export function Component() {
  const id = parseId(useParams().id, Number.MAX_SAFE_INTEGER);
  return (
    <div className="page page--wide">
      <p className="page__links">
        <Link to={PATHS.classes}>← Все классы</Link>
        {id ? <Link to={classGalleryPath(id)}>Галерея класса</Link> : null}
      </p>
      {id ? (
        <>
          <ClassMatrixView key={id} classId={id} />
          <AssignmentsPanel key={`assignments-${id}`} classId={id} />
          <AnnouncementsPanel key={`announcements-${id}`} classId={id} />
        </>
      ) : (
        <p role="alert">Такого класса нет.</p>
      )}
    </div>
  );
}
