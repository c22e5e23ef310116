import { CoursePath } from '../../features/courses/components/course-path';
import { SecretCourseCard } from '../../features/courses/components/secret-course-card';

/** /main/microcontrol «Микроконтроллеры»: the course's lessons as a path. */
export function Component() {
  return (
    <div className="page">
      <p className="page__lead">Курс про микроконтроллеры: маленький компьютер в микросхеме, который оживляет схемы программой.</p>
      <CoursePath courseId={2} />
      <SecretCourseCard />
    </div>
  );
}
