import { CoursePath } from '../../features/courses/components/course-path';

/** /main/secret-course «Секретный курс»: from level 4; below it the page says what it takes. */
export function Component() {
  return (
    <div className="page">
      <CoursePath courseId={3} />
    </div>
  );
}
