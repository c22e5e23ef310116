import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { OfflineReady } from './network-status';

const SCHOOL_SITE = import.meta.env.VITE_PROGRAMMING_SCHOOL_URL as string | undefined;

export function Footer() {
  return (
    <footer className="footer">
      <p>
        Понравилось собирать схемы? Следующий шаг — программирование!{' '}
        {SCHOOL_SITE ? (
          <a href={SCHOOL_SITE} target="_blank" rel="noopener noreferrer">
            Приходи в нашу школу программирования
          </a>
        ) : (
          <span>Спроси преподавателя о нашей школе программирования.</span>
        )}
      </p>
      <p className="footer__small">
        <Link to={PATHS.feedback}>Обратная связь</Link> · © Школа робототехники <OfflineReady />
      </p>
    </footer>
  );
}
