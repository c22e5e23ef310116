import { COMMENT_IDS } from '../../../domain/ids';
import { SafetyRules } from '../../features/cheat-sheet/components/safety-rules';
import { ToolList } from '../../features/cheat-sheet/components/tool-list';
import { Comments } from '../comments';

export function Component() {
  return (
    <div className="page">
      <p className="page__lead">Инструменты юного электронщика и как ими пользоваться.</p>
      <SafetyRules />
      <ToolList />
      <Comments section="lecture" id={COMMENT_IDS.cheatSheet} />
    </div>
  );
}
