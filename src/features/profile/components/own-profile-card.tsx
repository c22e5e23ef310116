import { Avatar } from '../../../components/avatar/avatar';
import { Figures } from '../../../components/figures/figures';
import { Icon } from '../../../components/icon/icon';
import { Loader } from '../../../components/loader/loader';
import { levelName } from '../../../../domain/constants';
import { useOwnProfile } from '../../../stores/own-profile';
import './profile.css';

/**
 * «Моя страница»: avatar in the level frame, name, the status, city and country from the settings,
 * level, diamonds, rating, subscription. Only the pupil sees this card; what others see of them is
 * the public card (docs/decisions/0122-what-a-profile-shows.md). The tab «Уровень» above links the level page.
 */
export function OwnProfileCard() {
  const profile = useOwnProfile();
  if (!profile) return <Loader text="Загружаем профиль..." />;
  const place = [profile.city, profile.country].map((part) => part.trim()).filter(Boolean).join(', ');
  const status = profile.status.trim();
  return (
    <section className="card own-profile">
      <Avatar photo={profile.photo} level={profile.level} size={112} alt={`Аватар: ${profile.firstName}`} />
      <div className="own-profile__about">
        <h2 className="own-profile__name">{profile.firstName}</h2>
        {status && <p className="own-profile__status">«{status}»</p>}
        {place && (
          <p className="own-profile__place">
            <Icon name="pin" size={16} /> {place}
          </p>
        )}
        <p className="own-profile__level">
          Уровень {profile.level} — {levelName(profile.level)}
        </p>
        <Figures diamonds={profile.diamonds} rating={profile.rating} />
        <p className="own-profile__subscription">Нет подписки</p>
      </div>
    </section>
  );
}
