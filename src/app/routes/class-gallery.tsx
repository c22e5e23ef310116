import { Link, useParams } from 'react-router-dom';
import { parseId } from '../../../domain/ids';
import { isStaff } from '../../../domain/constants';
import { classPath, PATHS } from '../../../domain/paths';
import { ClassGallery } from '../../features/gallery/components/class-gallery';
import { useOwnRole } from '../../stores/own-profile';

/** /main/classes/:id/gallery: the class's gallery, for its pupils and its staff (docs/decisions/0279-the-class-gallery.md). */
export function Component() {
  const id = parseId(useParams().id, Number.MAX_SAFE_INTEGER);
  const staff = isStaff(useOwnRole().role);
  return (
    <div className="page page--wide">
      <p>{staff && id ? <Link to={classPath(id)}>← Таблица класса</Link> : <Link to={PATHS.main}>← На главную</Link>}</p>
      {id ? <ClassGallery key={id} classId={id} /> : <p role="alert">Такого класса нет.</p>}
    </div>
  );
}
