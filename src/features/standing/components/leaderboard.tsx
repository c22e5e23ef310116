import { useState } from 'react';
import { Icon } from '../../../components/icon/icon';
import { Loader } from '../../../components/loader/loader';
import { levelName } from '../../../../domain/constants';
import type { LeaderboardReply } from '../../../../domain/standing';
import { queryKeys, useQuery } from '../../../lib/query';
import { getLeaderboard } from '../api/standing-api';
import { LeaderName } from './leader-name';

/** Teachers and admins are not ranked (the server gives them no place). */
export const STAFF_NOTE = 'В таблице только ученики: учителя и администраторы в рейтинге не участвуют.';

/** The paged rating table of all pupils, the pupil's own row highlighted and their place always told. */
export function Leaderboard() {
  const [page, setPage] = useState(1);
  const { data: board, isError } = useQuery({ queryKey: queryKeys.rating.leaderboard(page), queryFn: ({ signal }) => getLeaderboard(page, signal) });
  return (
    <section className="card leaderboard" aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title" className="progress__title">
        <Icon name="star" size={24} /> Таблица рейтинга
      </h2>
      {board ? (
        <Table board={board} onPage={setPage} />
      ) : isError ? (
        <p className="progress__note">Не удалось загрузить таблицу. Попробуй позже.</p>
      ) : (
        <Loader text="Загружаем таблицу..." />
      )}
    </section>
  );
}

function Table({ board, onPage }: { board: LeaderboardReply; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(board.count / board.pageSize));
  const meShown = board.data.some((leader) => leader.isMe);
  return (
    <>
      {board.me.place === null ? (
        <p className="leaderboard__me">{STAFF_NOTE}</p>
      ) : (
        <p className="leaderboard__me">
          Ты на <strong>{board.me.place}</strong> месте · рейтинг {board.me.rating}
          {board.me.hidden && ' · другие видят тебя как «Скрытый ученик»'}
        </p>
      )}
      <ol className="leaders">
        {board.data.map((leader) => (
          <li key={leader.place} className={`leaders__row${leader.isMe ? ' is-me' : ''}`} aria-current={leader.isMe ? 'true' : undefined}>
            <span className="leaders__place">{leader.place}</span>
            <LeaderName person={leader} size={36} />
            <span className="leaders__level">{levelName(leader.level)}</span>
            <span className="leaders__rating">
              {leader.rating} <Icon name="star" size={16} />
            </span>
          </li>
        ))}
      </ol>
      {!meShown && board.me.place !== null && board.data.length > 0 && <p className="progress__note">Тебя нет на этой странице: ты на {board.me.place} месте.</p>}
      {pages > 1 && (
        <nav className="leaderboard__pages" aria-label="Страницы таблицы">
          <button type="button" className="button button--secondary" disabled={board.page <= 1} onClick={() => onPage(board.page - 1)}>
            Назад
          </button>
          <span>
            {board.page} из {pages}
          </span>
          <button type="button" className="button button--secondary" disabled={board.page >= pages} onClick={() => onPage(board.page + 1)}>
            Дальше
          </button>
        </nav>
      )}
    </>
  );
}
