import { useParams } from 'react-router-dom';
import { ChildPage } from '../../features/family/components/child-page';
import { parseId } from '../../../domain/ids';
import { FAMILY_MSG } from '../../../domain/family';

/** /family/children/:id: one child, for their parent. */
export function Component() {
  const id = parseId(useParams().id, Number.MAX_SAFE_INTEGER);
  return <div className="page">{id ? <ChildPage key={id} childId={id} /> : <p role="alert">{FAMILY_MSG.notYourChild}</p>}</div>;
}
