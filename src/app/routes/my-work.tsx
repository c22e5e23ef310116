import { getMyClass } from '../../features/classes/api/classes-api';
import { ShowToClass } from '../../features/gallery/components/show-to-class';
import { MyWork } from '../../features/my-work/components/my-work';
import { queryKeys, useQuery } from '../../lib/query';

/**
 * /main/my-work «Мои работы»: the pupil's own submissions with the teacher's comments, and
 * «Показать классу» under each approved one while the pupil is in a class (docs/decisions/0279-the-class-gallery.md).
 */
export function Component() {
  const mine = useQuery({ queryKey: queryKeys.myClass, queryFn: ({ signal }) => getMyClass(signal) });
  const classId = mine.data?.classId;
  return (
    <div className="page">
      <MyWork actions={classId ? (item) => <ShowToClass item={item} classId={classId} /> : undefined} />
    </div>
  );
}
