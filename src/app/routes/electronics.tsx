import { CoursePath } from '../../features/courses/components/course-path';
import { ElectronicsTiles } from '../../features/courses/components/electronics-tiles';
import { SecretCourseCard } from '../../features/courses/components/secret-course-card';

/** /main/electronics «Электроника»: the course's lessons as a path, then the rest of the course. */
export function Component() {
  return (
    <div className="page">
      <p className="page__lead">Курс электроники: уроки по порядку, а рядом — пайка, проекты, схемы и шпора.</p>
      <CoursePath courseId={1} />
      <h2 className="course-more">Ещё в курсе</h2>
      <ElectronicsTiles />
      <SecretCourseCard />
    </div>
  );
}
