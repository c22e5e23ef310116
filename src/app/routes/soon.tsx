import { Placeholder } from '../../components/placeholder/placeholder';
import { useRouteTitle } from '../route-handle';

/** A section whose content comes with a later issue: the "under development" page, titled. */
export function Component() {
  return <Placeholder title={useRouteTitle()} />;
}
