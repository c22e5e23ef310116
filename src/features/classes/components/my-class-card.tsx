import { Link } from 'react-router-dom';
import { GALLERY_MSG } from '../../../../domain/gallery';
import { classGalleryPath } from '../../../../domain/paths';
import { queryKeys, useQuery } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { getMyClass } from '../api/classes-api';
import { JoinClassForm } from './join-class-form';
import './join-class.css';

/** The pupil's class on their own page, or the way into one. */
export function MyClassCard() {
  const pupil = useOwnProfile()?.role === 'pupil';
  const mine = useQuery({ queryKey: queryKeys.myClass, queryFn: ({ signal }) => getMyClass(signal), enabled: pupil });
  if (!pupil || mine.data === undefined) return null;
  return (
    <section className="card my-class" aria-labelledby="my-class-title">
      <h2 id="my-class-title" className="my-class__title">
        Мой класс
      </h2>
      {mine.data ? (
        <>
          <p className="my-class__name">
            «{mine.data.name}», учитель {mine.data.teacherName}
          </p>
          <Link className="button button--secondary button--small" to={classGalleryPath(mine.data.classId)}>
            {GALLERY_MSG.link}
          </Link>
        </>
      ) : (
        <>
          <p className="my-class__lead">Введи код, который показывает учитель, — и сможешь сдавать проекты на проверку.</p>
          <JoinClassForm />
        </>
      )}
    </section>
  );
}
