import { TileGrid, type Tile } from '../../../components/tile-grid/tile-grid';
import { useSession } from '../../../stores/session';
import { StoryCrawl } from './story-crawl';
import './home-page.css';

const TILES: Tile[] = [
  { to: '/main/whatispayka', title: 'Что такое пайка', text: 'Как соединять детали паяльником — и не обжечься', icon: 'flame' },
  { to: '/main/projects', title: 'Проекты', text: '15 настоящих самоделок: от фонарика до радио', icon: 'torch' },
  { to: '/main/electric-schemes', title: 'Электрические схемы', text: 'Учимся читать и рисовать схемы', icon: 'scheme' },
  { to: '/main/materials', title: 'Полезные материалы', text: 'Книги, видео и дополнительные уроки', icon: 'book' },
  { to: '/main/pcbs', title: 'Печатные платы', text: 'Из чего сделана плата и как её развести', icon: 'board' },
  { to: '/main/mega-projects', title: 'Мега-проекты', text: 'Большие проекты для самых упорных', icon: 'rocket' },
];

export function HomePage() {
  const name = useSession((s) => s.profile?.firstName);
  return (
    <div className="home">
      <section className="home__hello">
        <h2>{name ? `Привет, ${name}!` : 'Привет!'}</h2>
      </section>
      <StoryCrawl />
      <TileGrid tiles={TILES} />
    </div>
  );
}
