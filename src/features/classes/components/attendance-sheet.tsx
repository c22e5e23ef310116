import { useRef, useState } from 'react';
import { Loader } from '../../../components/loader/loader';
import { attendanceDiamonds, type AttendanceResult } from '../../../../domain/club';
import type { MatrixPupil } from '../../../../domain/classes';
import { countOf, DIAMONDS, PUPILS } from '../../../../domain/plural';
import { toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useQuery, useQueryClient } from '../../../lib/query';
import { getAttendance, markAttendance } from '../api/club-api';
import { dayTitle, localDay } from '../model/attendance';
import { fullName } from '../model/matrix';
import './attendance.css';

// «Отметить занятие»: the teacher ticks who came today; each pupil earns 20 × level diamonds, once
// a day (docs/decisions/0212-attendance-pays-by-level.md). Marked pupils stay marked: the server
// has no unmarking, so their boxes are ticked and locked.

const byName = (a: MatrixPupil, b: MatrixPupil) => fullName(a).localeCompare(fullName(b), 'ru');

/** The button that opens today's sheet, and the sheet. */
export function Attendance({ classId, pupils }: { classId: number; pupils: readonly MatrixPupil[] }) {
  const [open, setOpen] = useState(false);
  if (pupils.length === 0) return null;
  if (!open) {
    return (
      <button type="button" className="button button--primary attendance__open" onClick={() => setOpen(true)}>
        Отметить занятие
      </button>
    );
  }
  return <AttendanceSheet classId={classId} pupils={pupils} onClose={() => setOpen(false)} />;
}

function AttendanceSheet({ classId, pupils, onClose }: { classId: number; pupils: readonly MatrixPupil[]; onClose(): void }) {
  const [day] = useState(() => localDay(new Date()));
  const marked = useQuery({ queryKey: queryKeys.classes.attendance(classId, day), queryFn: ({ signal }) => getAttendance(classId, day, signal) });
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState<AttendanceResult>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const sorted = [...pupils].sort(byName);
  const earlier = new Map((marked.data?.present ?? []).map((row) => [row.userId, row.diamonds]));
  const fresh = sorted.filter((pupil) => !earlier.has(pupil.id));
  const chosen = fresh.filter((pupil) => ticked.has(pupil.id));
  const nameOf = new Map(pupils.map((pupil) => [pupil.id, fullName(pupil)]));

  function toggle(id: number, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function save() {
    if (sending.current || chosen.length === 0) return;
    sending.current = true;
    setBusy(true);
    setError('');
    try {
      const reply = await markAttendance(classId, day, chosen.map((pupil) => pupil.id));
      setResult(reply);
      setTicked(new Set());
      const level = new Map(pupils.map((pupil) => [pupil.id, pupil.level]));
      // The day's list as the server now has it, at once; then everything the diamonds touch.
      client.setQueryData(queryKeys.classes.attendance(classId, day), {
        date: day,
        present: [
          ...(marked.data?.present ?? []),
          ...reply.credited,
          ...reply.already.filter((id) => !earlier.has(id)).map((id) => ({ userId: id, diamonds: attendanceDiamonds(level.get(id) ?? 0) })),
        ],
      });
      void invalidate(changedBy.attendance);
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <section className="card attendance" aria-labelledby="attendance-title">
      <div className="attendance__head">
        <h3 id="attendance-title">Занятие {dayTitle(day)}</h3>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Закрыть
        </button>
      </div>
      {marked.isError && !marked.data ? (
        <p role="alert">{marked.error.message}</p>
      ) : !marked.data ? (
        <Loader size="small" text="Смотрим, кто уже отмечен..." />
      ) : (
        <>
          <p className="attendance__hint">
            {fresh.length === 0
              ? 'Все ученики класса уже отмечены сегодня.'
              : 'Отметьте, кто пришёл: каждый получит алмазы за занятие, один раз в день.'}
          </p>
          {fresh.length > 0 && (
            <div className="attendance__bulk">
              {chosen.length < fresh.length ? (
                <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => setTicked(new Set(fresh.map((p) => p.id)))}>
                  Все пришли
                </button>
              ) : (
                <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => setTicked(new Set())}>
                  Снять все отметки
                </button>
              )}
            </div>
          )}
          <ul className="attendance__list">
            {sorted.map((pupil) => {
              const already = earlier.get(pupil.id);
              const on = already !== undefined || ticked.has(pupil.id);
              return (
                <li key={pupil.id} className={`attendance__pupil${already !== undefined ? ' attendance__pupil--done' : ''}`}>
                  <label>
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={already !== undefined || busy}
                      onChange={(event) => toggle(pupil.id, event.target.checked)}
                    />
                    <span className="attendance__name">{fullName(pupil)}</span>
                    <span className="attendance__diamonds">
                      {already !== undefined ? `отмечен(а) · +${countOf(already, DIAMONDS)}` : `+${countOf(attendanceDiamonds(pupil.level), DIAMONDS)}`}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {fresh.length > 0 && (
            <button type="button" className="button button--primary" disabled={busy || chosen.length === 0} onClick={() => void save()}>
              {busy ? 'Сохраняем...' : chosen.length === 0 ? 'Сохранить' : `Сохранить: ${countOf(chosen.length, PUPILS)}`}
            </button>
          )}
        </>
      )}
      {error && <p role="alert">{error}</p>}
      {result && <AttendanceOutcome result={result} nameOf={nameOf} />}
    </section>
  );
}

function AttendanceOutcome({ result, nameOf }: { result: AttendanceResult; nameOf: ReadonlyMap<number, string> }) {
  return (
    <div className="attendance__outcome" role="status">
      <p>
        <strong>Сохранено.</strong>{' '}
        {result.credited.length > 0 ? `Алмазы получили: ${countOf(result.credited.length, PUPILS)}.` : 'Новых отметок нет.'}
      </p>
      {result.credited.length > 0 && (
        <ul>
          {result.credited.map((row) => (
            <li key={row.userId}>
              {nameOf.get(row.userId) ?? `Ученик ${row.userId}`}: <strong>+{countOf(row.diamonds, DIAMONDS)}</strong>
            </li>
          ))}
        </ul>
      )}
      {result.already.length > 0 && <p>Уже были отмечены сегодня: {result.already.map((id) => nameOf.get(id) ?? id).join(', ')}.</p>}
    </div>
  );
}
