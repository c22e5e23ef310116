import { LabPage } from '../../features/lab/components/lab-page';

/** /main/lab: «Лаборатория», the circuit simulator (`?preset=`, `?lesson=&practice=`). */
export function Component() {
  return <LabPage />;
}
