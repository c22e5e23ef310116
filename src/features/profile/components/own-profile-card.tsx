import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/avatar';
import { Figures } from '../../../components/figures/figures';
import { Loader } from '../../../components/loader/loader';
import { levelName } from '../../../domain/constants';
import { PATHS } from '../../../domain/paths';
import { useOwnProfile } from '../../../stores/own-profile';
import './profile.css';

/** «Моя страница»: avatar in the level frame, name, level, diamonds, rating, subscription. */
export function OwnProfileCard() {
  const profile = useOwnProfile();
  if (!profile) return <Loader text="Загружаем профиль..." />;
  return (
    <section className="card own-profile">
      <Avatar photo={profile.photo} level={profile.level} size={112} alt={`Аватар: ${profile.firstName}`} />
      <div className="own-profile__about">
        <h2 className="own-profile__name">{profile.firstName}</h2>
        <p className="own-profile__level">
          Уровень {profile.level} — {levelName(profile.level)} · <Link to={PATHS.myLevel}>Уровень</Link>
        </p>
        <Figures diamonds={profile.diamonds} rating={profile.rating} />
        <p className="own-profile__subscription">Нет подписки</p>
      </div>
    </section>
  );
}
