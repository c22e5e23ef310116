import { Link } from 'react-router-dom';
import { labPresetById } from '../../../content/lab/presets';
import { lessonById } from '../../../content/lessons';
import { lessonPath } from '../../../../domain/paths';
import { LabWorkbench } from './lab-workbench';
import { SlotsBar } from './my-circuits';
import { PracticePanel } from './PracticePanel';

/** `?lesson=<id>&practice=<pid>`: the practice's starting circuit with its task and «Проверить» beside it. */
export function PracticeLab({ lessonId, practiceId }: { lessonId: number; practiceId: string }) {
  const lesson = lessonById(lessonId);
  const practice = lesson?.practice?.find((item) => item.id === practiceId);
  const preset = practice ? labPresetById(practice.presetId) : undefined;
  if (!lesson || !practice || !preset) {
    return (
      <p className="banner banner--error">
        Такого задания нет. Может быть, ссылка устарела: задания — в <Link to={lesson ? lessonPath(lesson.id) : '/main/electronics'}>уроках курса</Link>.
      </p>
    );
  }
  return (
    <LabWorkbench
      initial={preset.circuit}
      circuitKey={`practice:${lesson.id}:${practice.id}`}
      aside={(doc) => <PracticePanel lessonId={lesson.id} practice={practice} circuit={doc} />}
    >
      {(doc) => <SlotsBar doc={doc} slot={null} />}
    </LabWorkbench>
  );
}
