import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import { levelName } from '../../../../domain/constants';
import { SECRET_COURSE_LEVEL } from '../../../../domain/lessons';
import { PATHS } from '../../../../domain/paths';
import { useOwnProfile } from '../../../stores/own-profile';
import './courses.css';

/** The way to the secret course: open from level 4; below it, locked, it says what it takes. */
export function SecretCourseCard() {
  const level = useOwnProfile()?.level ?? 0;
  const open = level >= SECRET_COURSE_LEVEL;
  return (
    <section className={`secret-card${open ? '' : ' secret-card--locked'}`} aria-labelledby="secret-card-title">
      <span className="secret-card__icon" aria-hidden="true">
        <Icon name={open ? 'rocket' : 'lock'} size={32} />
      </span>
      <div>
        <h2 id="secret-card-title" className="secret-card__title">
          Секретный курс: как нейросеть узнаёт детали
        </h2>
        {open ? (
          <p>Три урока о том, как компьютер учится узнавать резисторы и светодиоды по фотографии.</p>
        ) : (
          <p>
            Откроется на уровне {SECRET_COURSE_LEVEL} — «{levelName(SECRET_COURSE_LEVEL)}». Сейчас у тебя «{levelName(level)}». Копи алмазы за проекты, уроки
            и занятия и покупай уровни по порядку.
          </p>
        )}
        <Link className={`button ${open ? 'button--primary' : 'button--secondary'}`} to={open ? PATHS.secretCourse : PATHS.myLevel}>
          {open ? 'Открыть курс' : 'Как поднять уровень'}
        </Link>
      </div>
    </section>
  );
}
