import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CLASS_NAME_MAX, type ClassInfo } from '../../../../domain/classes';
import { classPath } from '../../../../domain/paths';
import { changedBy, useInvalidate, useMutation } from '../../../lib/query';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { newCode, updateClass } from '../api/classes-api';
import { pupilsText } from '../model/last-seen';
import { fullName } from '../model/matrix';
import { BoardView } from './board-view';
import { JoinCodeView } from './join-code-view';

interface ClassCardProps {
  info: ClassInfo;
  /** An admin sees every class and whose it is. */
  showTeacher: boolean;
}

/** One class: its name, how many pupils, the join code with its QR code, and what can be changed. */
export function ClassCard({ info, showTeacher }: ClassCardProps) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(info.name);
  const [board, setBoard] = useState(false);
  /** «Новый код» asks first: the code on the board and in pupils' QR links stops working. */
  const [askingCode, setAskingCode] = useState(false);
  const [message, showMessage] = useTimedMessage(5000);
  const invalidate = useInvalidate();
  const changing = useMutation({
    mutationFn: ({ action }: { action: () => Promise<unknown>; done: string }) => action(),
    onSuccess: (_answer, { done }) => {
      showMessage(done);
      return invalidate(changedBy.classChange);
    },
    onError: (error) => showMessage(error.message),
  });
  const busy = changing.isPending;
  const change = (action: () => Promise<unknown>, done: string) => changing.mutate({ action, done });

  return (
    <article className={`card class-card${info.closed ? ' class-card--closed' : ''}`} aria-label={`Класс «${info.name}»`}>
      <header className="class-card__head">
        {renaming ? (
          <form
            className="class-card__rename"
            onSubmit={(event) => {
              event.preventDefault();
              const wanted = name.trim();
              if (!wanted) return showMessage('Название не может быть пустым.');
              setRenaming(false);
              if (wanted !== info.name) change(() => updateClass(info.id, { name: wanted }), `Класс теперь называется «${wanted}».`);
            }}
          >
            <input value={name} maxLength={CLASS_NAME_MAX} onChange={(event) => setName(event.target.value)} aria-label="Название класса" autoFocus />
            <button type="submit" className="button button--primary button--small">
              Сохранить
            </button>
          </form>
        ) : (
          <h2 className="class-card__name">{info.name}</h2>
        )}
        <p className="class-card__meta">
          {pupilsText(info.pupilCount)}
          {showTeacher && <> · учитель {fullName(info.teacher)}</>}
        </p>
      </header>

      {info.code && !info.closed ? (
        <JoinCodeView code={info.code} />
      ) : (
        <p className="class-card__closed">Набор закрыт: по коду в класс не войти.</p>
      )}

      {message && (
        <p className="class-card__message" role="status">
          {message}
        </p>
      )}

      <div className="class-card__actions">
        <Link className="button button--primary" to={classPath(info.id)}>
          Открыть класс
        </Link>
        {info.code && !info.closed && (
          <button type="button" className="button button--secondary button--small" onClick={() => setBoard(true)}>
            Показать на весь экран
          </button>
        )}
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          aria-expanded={askingCode}
          onClick={() => setAskingCode(true)}
        >
          Новый код
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={() =>
            change(
              () => updateClass(info.id, { closed: !info.closed }),
              info.closed ? 'Набор открыт: ученики могут войти по коду.' : 'Набор закрыт.',
            )
          }
        >
          {info.closed ? 'Открыть набор' : 'Закрыть набор'}
        </button>
        {!renaming && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              setName(info.name);
              setRenaming(true);
            }}
          >
            Переименовать
          </button>
        )}
      </div>
      {askingCode && (
        <div className="class-card__confirm" role="group" aria-label="Поменять код класса?">
          <p>
            {info.code ? <>Старый код {info.code} перестанет работать</> : <>Старый код перестанет работать</>}: кто ещё не вошёл, войдёт
            только по новому коду или QR-коду. Ученики, которые уже в классе, останутся в нём. Поменять код?
          </p>
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy}
            onClick={() => {
              setAskingCode(false);
              change(() => newCode(info.id), 'Новый код готов. Старый больше не работает.');
            }}
          >
            Да, новый код
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setAskingCode(false)}>
            Отмена
          </button>
        </div>
      )}
      {board && info.code && <BoardView name={info.name} code={info.code} onClose={() => setBoard(false)} />}
    </article>
  );
}
