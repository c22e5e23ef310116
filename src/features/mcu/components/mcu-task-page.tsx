import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { mcuTaskById } from '../../../content/mcu/tasks';
import { MCU_PATH } from '../../../../domain/mcu/api';
import { checkProgram } from '../../../../domain/mcu/check';
import type { McuTask } from '../../../../domain/mcu/tasks';
import { parseProgram } from '../../../../domain/mcu/validate';
import { lessonPath } from '../../../../domain/paths';
import { countOf, DIAMONDS } from '../../../../domain/plural';
import { userIdOf } from '../../../lib/jwt';
import type { McuEditor, ReadProgram } from '../../../lib/blockly/workspace';
import { useSession } from '../../../stores/session';
import { useMcuCheck } from '../api/check';
import { useMcuTasks } from '../api/tasks';
import { forgetDraft, readDraft, writeDraft } from '../model/draft';
import { useBoardRun } from '../model/use-board-run';
import { BlockEditor } from './block-editor';
import { BoardView } from './board-view';
import { CCodeView } from './c-code-view';
import './mcu.css';

type Shown = { tone: 'ok' | 'error'; title?: string; text: string };

/** /main/mcu/tasks/:id — the task, the blocks, the board, «Проверить» and the C. */
export function McuTaskPage({ taskId }: { taskId: number }) {
  const task = mcuTaskById(taskId);
  if (!task) {
    return (
      <div className="page">
        <p className="banner banner--error">Такого задания нет.</p>
        <Link to={MCU_PATH}>Все задания по программированию</Link>
      </div>
    );
  }
  return <TaskWorkbench key={task.id} task={task} />;
}

function ServerLine({ check }: { check: ReturnType<typeof useMcuCheck> }) {
  if (check.sending) return <p className="mcu-result__server">Отправляю программу на проверку…</p>;
  if (check.error) return <p className="mcu-result__server mcu-result__server--error">{check.error}</p>;
  if (check.pending) return <p className="mcu-result__server">Проверим на сервере, когда появится связь.</p>;
  const result = check.result;
  if (!result) return null;
  if (!result.passed) return <p className="mcu-result__server mcu-result__server--error">Сервер не засчитал: {result.explanation}</p>;
  return (
    <p className="mcu-result__server mcu-result__server--ok">
      {result.reward > 0 ? `Сервер засчитал задание. Награда: ${countOf(result.reward, DIAMONDS)}!` : 'Сервер засчитал задание. Награду за него ты уже получил.'}
    </p>
  );
}

function TaskWorkbench({ task }: { task: McuTask }) {
  const ownerId = userIdOf(useSession((s) => s.token));
  const editorRef = useRef<McuEditor | null>(null);
  const board = useBoardRun();
  const check = useMcuCheck(task.id);
  const passed = useMcuTasks().data?.find((summary) => summary.id === task.id)?.passed ?? false;
  const [shown, setShown] = useState<Shown>();
  const [draft] = useState(() => readDraft(ownerId, task.id));
  const [codeOpen, setCodeOpen] = useState(false);
  const [read, setRead] = useState<ReadProgram>();
  const [confirmReset, setConfirmReset] = useState(false);

  const onDraft = useCallback(
    (next: unknown) => {
      writeDraft(ownerId, task.id, next);
      setShown(undefined);
      if (codeOpen) setRead(editorRef.current?.read());
    },
    [ownerId, task.id, codeOpen],
  );

  /** The blocks as a program the validator accepts, or a message shown and the block pointed at. */
  const program = () => {
    const current = editorRef.current?.read();
    if (!current) return undefined;
    if (!current.ok) {
      setShown({ tone: 'error', text: current.message });
      if (current.blockId) editorRef.current?.point(current.blockId);
      return undefined;
    }
    const parsed = parseProgram(current.program);
    if (!parsed.ok) {
      setShown({ tone: 'error', text: parsed.message });
      return undefined;
    }
    return parsed.program;
  };

  const run = () => {
    const ready = program();
    if (!ready) return;
    setShown(undefined);
    board.start(ready);
  };

  const onCheck = async () => {
    const ready = program();
    if (!ready) return;
    const local = checkProgram(task, ready);
    if (!local.ok) {
      setShown({ tone: 'error', text: local.message });
      return;
    }
    const { passed: ok, explanation } = local.verdict;
    setShown(ok ? { tone: 'ok', title: 'Задание выполнено!', text: explanation } : { tone: 'error', title: 'Пока не получилось', text: explanation });
    if (ok) await check.check(ready);
  };

  const reset = () => {
    board.stop();
    editorRef.current?.load(task.starter);
    forgetDraft(ownerId, task.id);
    setConfirmReset(false);
    setShown(undefined);
  };

  return (
    <div className="mcu-task">
      <header className="mcu-task__head">
        <Link to={MCU_PATH} className="mcu-task__back">
          ← Все задания
        </Link>
        <h2 className="mcu-task__title">
          {task.title}
          {passed && <span className="mcu-badge">✓ Выполнено</span>}
        </h2>
        <p className="mcu-task__text">{task.text}</p>
        <Link to={lessonPath(task.lessonId)}>Открыть урок к заданию</Link>
      </header>

      <div className="mcu-task__bench">
        <BlockEditor groups={task.toolbox} starter={task.starter} draft={draft} onDraft={onDraft} editorRef={editorRef} />

        <div className="mcu-task__side">
          <BoardView pins={board.pins} buttons={board.buttons} onPress={board.press} />
          <div className="mcu-task__controls">
            {board.running ? (
              <button type="button" className="button button--secondary" onClick={board.stop}>
                ■ Стоп
              </button>
            ) : (
              <button type="button" className="button button--secondary" onClick={run}>
                ▶ Пуск
              </button>
            )}
            <button type="button" className="button button--primary" onClick={() => void onCheck()} disabled={check.sending}>
              Проверить
            </button>
          </div>
          {board.stopped && <p className={`banner ${board.stopped.error ? 'banner--error' : 'mcu-task__stopped'}`}>{board.stopped.message}</p>}
          <div className="mcu-result" role="status" aria-live="polite">
            {shown && (
              <div className={`banner ${shown.tone === 'ok' ? 'banner--success' : 'banner--error'}`}>
                {shown.title && <strong className="mcu-result__title">{shown.title}</strong>}
                <span>{shown.text}</span>
              </div>
            )}
            <ServerLine check={check} />
          </div>
          <div className="mcu-task__more">
            <button
              type="button"
              className="button button--secondary button--small"
              aria-expanded={codeOpen}
              onClick={() => {
                setRead(editorRef.current?.read());
                setCodeOpen(!codeOpen);
              }}
            >
              {codeOpen ? 'Скрыть код на C' : 'Код на C'}
            </button>
            {confirmReset ? (
              <span className="mcu-task__confirm">
                <span>Все блоки пропадут.</span>
                <button type="button" className="button button--small button--secondary" onClick={reset}>
                  Да, начать заново
                </button>
                <button type="button" className="button button--small button--secondary" onClick={() => setConfirmReset(false)}>
                  Нет
                </button>
              </span>
            ) : (
              <button type="button" className="button button--secondary button--small" onClick={() => setConfirmReset(true)}>
                Начать заново
              </button>
            )}
          </div>
          {codeOpen && <CCodeView read={read} taskId={task.id} title={task.title} />}
        </div>
      </div>
    </div>
  );
}
