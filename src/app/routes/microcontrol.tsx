import { Link } from 'react-router-dom';
import { CoursePath } from '../../features/courses/components/course-path';
import { SecretCourseCard } from '../../features/courses/components/secret-course-card';
import { MCU_PATH } from '../../../domain/mcu/api';

/** /main/microcontrol «Микроконтроллеры»: the course's lessons as a path. */
export function Component() {
  return (
    <div className="page">
      <p className="page__lead">Курс про микроконтроллеры: маленький компьютер в микросхеме, который оживляет схемы программой.</p>
      <p>
        <Link to={MCU_PATH} className="button button--primary">
          Программирование: собери программу из блоков
        </Link>
      </p>
      <CoursePath courseId={2} />
      <SecretCourseCard />
    </div>
  );
}
