import { Link } from 'react-router-dom';
import { PATHS } from '../../../domain/paths';
import { useOwnProfile } from '../../stores/own-profile';
import { OfflineReady } from './network-status';

const SCHOOL_SITE = import.meta.env.VITE_PROGRAMMING_SCHOOL_URL as string | undefined;

/** The invitation to the programming school: to a child «ты», to a parent «вы», none to the staff. */
function Invitation({ role }: { role: string | undefined }) {
  if (role === 'teacher' || role === 'admin') return null;
  if (role === 'parent') {
    return (
      <p>
        Ребёнку нравится собирать схемы? Следующий шаг — программирование.{' '}
        {SCHOOL_SITE ? (
          <a href={SCHOOL_SITE} target="_blank" rel="noopener noreferrer">
            Узнайте о нашей школе программирования
          </a>
        ) : (
          <span>Спросите преподавателя о нашей школе программирования.</span>
        )}
      </p>
    );
  }
  return (
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
  );
}

export function Footer() {
  const role = useOwnProfile()?.role;
  return (
    <footer className="footer">
      <Invitation role={role} />
      <p className="footer__small">
        {/* A parent only reads (no comments): «Обратная связь» is the children's page to write on. */}
        {role === 'parent' ? 'С вопросами о ребёнке — к его учителю' : <Link to={PATHS.feedback}>Обратная связь</Link>} · © Школа робототехники{' '}
        <OfflineReady />
      </p>
    </footer>
  );
}
