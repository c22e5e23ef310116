import { TileGrid, type Tile } from '../../../components/tile-grid/tile-grid';

const SECTIONS: Tile[] = [
  { to: '/main/whatispayka', title: 'Что такое пайка', text: 'Видео, урок и комикс: как соединять детали паяльником', icon: 'flame' },
  { to: '/main/projects', title: 'Проекты', text: '15 самоделок с пошаговыми картинками — за них дают алмазы', icon: 'torch' },
  { to: '/main/electric-schemes', title: 'Электрические схемы', text: 'Читаем и рисуем схемы: Fritzing, Позитроник, азбука схем', icon: 'scheme' },
  { to: '/main/spora', title: 'Шпора', text: 'Все инструменты на одной странице', icon: 'tools' },
];

/** The electronics course: where its lessons live. */
export function ElectronicsPage() {
  return (
    <div className="page">
      <p className="page__lead">Курс электроники: начни с пайки, потом собирай проекты по порядку.</p>
      <TileGrid tiles={SECTIONS} />
    </div>
  );
}
