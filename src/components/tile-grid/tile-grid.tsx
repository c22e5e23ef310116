import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../icon/icon';
import './tile-grid.css';

export interface Tile {
  to: string;
  title: string;
  text: string;
  icon: IconName;
}

/** Big friendly link cards: the home page's sections, a course's lessons. */
export function TileGrid({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <ul className="tiles">
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link className="tile" to={tile.to}>
            <span className="tile__icon">
              <Icon name={tile.icon} size={28} />
            </span>
            <span className="tile__title">{tile.title}</span>
            <span className="tile__text">{tile.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
