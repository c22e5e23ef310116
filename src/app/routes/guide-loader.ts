import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadGuide } from '../../content/guides/load-guide';
import type { Guide } from '../../content/types';
import { parseId, PROJECT_COUNT } from '../../../domain/ids';

/**
 * The guide page's data: only this guide's chunk. Kept apart from the page module so that the
 * router (router.tsx) fetches the guide while the page's code is still on its way.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<Guide | null> {
  const id = parseId(params.id, PROJECT_COUNT);
  return (id && (await loadGuide(id))) || null;
}
