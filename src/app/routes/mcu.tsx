import { McuTasksPage } from '../../features/mcu/components/mcu-tasks-page';

/** /main/mcu «Программирование»: the programming tasks of «Микроконтроллеры». */
export function Component() {
  return <McuTasksPage />;
}
