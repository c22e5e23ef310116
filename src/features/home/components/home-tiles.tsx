import { TileGrid, type Tile } from '../../../components/tile-grid/tile-grid';
import { PATHS } from '../../../../domain/paths';
import './home-page.css';

const TILES: Tile[] = [
  { to: PATHS.soldering, title: 'Что такое пайка', text: 'Как соединять детали паяльником — и не обжечься', icon: 'flame' },
  { to: PATHS.projects, title: 'Проекты', text: '15 настоящих самоделок: от фонарика до радио', icon: 'torch' },
  { to: PATHS.schemes, title: 'Электрические схемы', text: 'Учимся читать и рисовать схемы', icon: 'scheme' },
  { to: PATHS.materials, title: 'Полезные материалы', text: 'Книги, видео и дополнительные уроки', icon: 'book' },
  { to: PATHS.pcbs, title: 'Печатные платы', text: 'Из чего сделана плата и как её развести', icon: 'board' },
  { to: PATHS.megaProjects, title: 'Мега-проекты', text: 'Большие проекты для самых упорных', icon: 'rocket' },
];

/** The home page's cards; `first` (the class gallery, when the pupil is in a class) leads them. */
export function HomeTiles({ first = null }: { first?: Tile | null }) {
  return <TileGrid tiles={first ? [first, ...TILES] : TILES} />;
}
