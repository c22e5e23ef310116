import { COMMENT_IDS } from '../../domain/ids';
import { SolderingLesson } from '../../features/soldering/components/soldering-lesson';
import { CommentsSlot } from './slots';

export function Component() {
  return (
    <div className="page">
      <SolderingLesson />
      <CommentsSlot lectureId={COMMENT_IDS.soldering} />
    </div>
  );
}
