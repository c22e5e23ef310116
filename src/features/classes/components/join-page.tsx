import { Link, useSearchParams } from 'react-router-dom';
import { Loader } from '../../../components/loader/loader';
import { PATHS } from '../../../../domain/paths';
import { queryKeys, useQuery } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { getMyClass } from '../api/classes-api';
import { JoinClassForm } from './join-class-form';
import './join-class.css';

/** Where the QR code on the board leads: the form with the code filled in. */
export function JoinPage() {
  const [params] = useSearchParams();
  const profile = useOwnProfile();
  const pupil = profile?.role === 'pupil';
  const mine = useQuery({ queryKey: queryKeys.myClass, queryFn: ({ signal }) => getMyClass(signal), enabled: pupil });
  if (!profile) return <Loader text="Загружаем..." />;
  if (!pupil) {
    return (
      <section className="card card--center">
        <p>По коду в класс входят ученики. Свои классы и их коды — на странице «Классы».</p>
        <Link className="button button--primary" to={PATHS.classes}>
          Мои классы
        </Link>
      </section>
    );
  }
  return (
    <section className="card join-page" aria-labelledby="join-title">
      <h2 id="join-title">Вход в класс</h2>
      {mine.data && (
        <p className="join-page__now">
          Сейчас ты в классе «{mine.data.name}». Новый код переведёт тебя в другой класс.
        </p>
      )}
      <JoinClassForm initialCode={params.get('code') ?? ''} />
    </section>
  );
}
