import { ClassesPage } from '../../features/classes/components/classes-page';
import { useOwnProfile } from '../../stores/own-profile';

/** /main/classes: the teacher's classes (an admin sees every class and whose it is). */
export function Component() {
  const admin = useOwnProfile()?.role === 'admin';
  return (
    <div className="page page--wide">
      <p className="page__lead">Создай класс и покажи ученикам его код: войдя по коду, они сразу смогут сдавать проекты.</p>
      <ClassesPage admin={admin} />
    </div>
  );
}
