import { Navigate } from 'react-router-dom';
import { Loader } from '../../components/loader/loader';
import { TileGrid, type Tile } from '../../components/tile-grid/tile-grid';
import { isStaff } from '../../../domain/constants';
import { PATHS } from '../../../domain/paths';
import { useOwnProfile, useOwnRole } from '../../stores/own-profile';
import { useClassGalleryTile } from '../../features/classes/components/class-gallery-tile';
import { ConsentsWaiting } from '../../features/classes/components/consents-waiting';
import { JoinPrompt } from '../../features/classes/components/join-prompt';
import { Greeting } from '../../features/home/components/greeting';
import { HomeTiles } from '../../features/home/components/home-tiles';
import { StoryCrawl } from '../../features/home/components/story-crawl';
import { ReviewWaiting } from '../../features/review/components/review-waiting';
import { ClassNews } from '../../features/class-life/components/class-news';

const STAFF_TILES: Tile[] = [
  { to: PATHS.review, title: 'Проверка работ', text: 'Фото проектов и решения задач', icon: 'check' },
  { to: PATHS.classes, title: 'Классы', text: 'Коды, таблица класса, занятия', icon: 'grid' },
  { to: PATHS.pupils, title: 'Ученики', text: 'Поиск, журнал, страница ученика', icon: 'users' },
  { to: PATHS.moderation, title: 'Жалобы', text: 'Комментарии, на которые пожаловались', icon: 'flag' },
];

/**
 * «Главная»: a pupil's story and sections; a teacher's (or admin's) what waits for them
 * (docs/product.md, «Главная»); a parent goes to their children. Nothing shows before the role is
 * known, so a teacher never sees the children's home first.
 */
export function Component() {
  const { role, known } = useOwnRole();
  const name = useOwnProfile()?.firstName;
  const galleryTile = useClassGalleryTile();
  if (!known) return <Loader text="Загружаем..." />;
  if (role === 'parent') return <Navigate to={PATHS.family} replace />;
  if (isStaff(role)) {
    return (
      <div className="home home--staff">
        <section className="home__hello">
          <h2>{name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'}</h2>
        </section>
        <section className="home__waiting" aria-labelledby="home-waiting-title">
          <h2 id="home-waiting-title">Что ждёт вас</h2>
          <ReviewWaiting />
          <ConsentsWaiting />
        </section>
        <TileGrid tiles={STAFF_TILES} />
      </div>
    );
  }
  return (
    <div className="home">
      <Greeting />
      <JoinPrompt />
      <ClassNews />
      <StoryCrawl />
      <HomeTiles first={galleryTile} />
    </div>
  );
}
