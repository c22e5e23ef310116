import { TileGrid, type Tile } from '../../../components/tile-grid/tile-grid';
import { PATHS } from '../../../../domain/paths';

const SECTIONS: Tile[] = [
  { to: PATHS.soldering, title: 'Что такое пайка', text: 'Видео, урок и комикс: как соединять детали паяльником', icon: 'flame' },
  { to: PATHS.projects, title: 'Проекты', text: '15 самоделок с пошаговыми картинками — за них дают алмазы', icon: 'torch' },
  { to: PATHS.schemes, title: 'Электрические схемы', text: 'Читаем и рисуем схемы: Fritzing, Позитроник, азбука схем', icon: 'scheme' },
  { to: PATHS.cheatSheet, title: 'Шпора', text: 'Все инструменты на одной странице', icon: 'tools' },
];

/** The electronics course: where its lessons live, in the order to take them. */
export function ElectronicsTiles() {
  return <TileGrid tiles={SECTIONS} />;
}
