import { COMMENT_IDS } from '../../../domain/ids';
import { SolderingLesson } from '../../features/soldering/components/soldering-lesson';
import { Comments } from '../comments';

export function Component() {
  return (
    <div className="page">
      <SolderingLesson />
      <Comments section="lecture" id={COMMENT_IDS.soldering} />
    </div>
  );
}
