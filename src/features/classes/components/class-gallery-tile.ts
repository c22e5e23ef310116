import type { Tile } from '../../../components/tile-grid/tile-grid';
import { GALLERY_MSG } from '../../../../domain/gallery';
import { classGalleryPath } from '../../../../domain/paths';
import { queryKeys, useQuery } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { getMyClass } from '../api/classes-api';

/**
 * A pupil's home tile to their class's gallery, once they are in a class; null otherwise
 * (docs/decisions/0279-the-class-gallery.md).
 */
export function useClassGalleryTile(): Tile | null {
  const pupil = useOwnProfile()?.role === 'pupil';
  const mine = useQuery({ queryKey: queryKeys.myClass, queryFn: ({ signal }) => getMyClass(signal), enabled: pupil });
  if (!pupil || !mine.data) return null;
  return { to: classGalleryPath(mine.data.classId), title: GALLERY_MSG.link, text: `Что собрали одноклассники из «${mine.data.name}» — и твои работы`, icon: 'picture' };
}
