import { useParams } from 'react-router-dom';
import { McuTaskPage } from '../../features/mcu/components/mcu-task-page';

/** /main/mcu/tasks/:id: a programming task with the block editor and the board (Blockly loads only here). */
export function Component() {
  const { id } = useParams();
  const taskId = /^\d{1,6}$/.test(id ?? '') ? Number(id) : 0;
  return <McuTaskPage taskId={taskId} />;
}
