import { describe, expect, it } from 'vitest';
import { assignmentState, dueProblem, dueText, schoolDay, CLASS_LIFE_MSG } from './class-life';

// What a pupil reads beside an assignment and when a day is over (docs/decisions/0281-…).

describe('dueText', () => {
  it('counts the days left from the device’s today, with the right Russian forms', () => {
    expect(dueText('2026-12-12', '2026-12-09', 'open')).toBe('осталось 3 дня');
    expect(dueText('2026-12-12', '2026-12-07', 'open')).toBe('осталось 5 дней');
    expect(dueText('2027-01-01', '2026-12-11', 'open')).toBe('остался 21 день');
    expect(dueText('2026-12-12', '2026-12-10', 'open')).toBe('осталось 2 дня');
    expect(dueText('2026-12-12', '2026-12-11', 'open')).toBe('сдать завтра');
    expect(dueText('2026-12-12', '2026-12-12', 'open')).toBe('сдать сегодня');
  });

  it('says how late, and what was handed in', () => {
    expect(dueText('2026-12-12', '2026-12-14', 'missing')).toBe('просрочено на 2 дня');
    expect(dueText('2026-12-12', '2026-12-13', 'missing')).toBe('просрочено на 1 день');
    expect(dueText('2026-12-12', '2026-12-17', 'missing')).toBe('просрочено на 5 дней');
    // The server says missing while the device still thinks it is the day (its clock or zone differ).
    expect(dueText('2026-12-12', '2026-12-12', 'missing')).toBe('просрочено на 1 день');
    expect(dueText('2026-12-12', '2026-12-20', 'done')).toBe('сдано');
    expect(dueText('2026-12-12', '2026-12-20', 'late')).toBe('сдано с опозданием');
  });
});

describe('the due day', () => {
  const moscowMidnight = Date.parse('2026-12-12T21:00:00Z') / 1000;
  it('ends at midnight Moscow time', () => {
    expect(assignmentState('2026-12-12', moscowMidnight - 1, moscowMidnight + 99)).toBe('done');
    expect(assignmentState('2026-12-12', moscowMidnight, moscowMidnight + 99)).toBe('late');
    expect(assignmentState('2026-12-12', null, moscowMidnight - 1)).toBe('open');
    expect(assignmentState('2026-12-12', null, moscowMidnight)).toBe('missing');
    expect(schoolDay(moscowMidnight)).toBe('2026-12-13');
  });

  it('is a real day from today within a year', () => {
    const now = Date.parse('2026-12-12T10:00:00Z') / 1000;
    expect(dueProblem('2026-12-12', now)).toBeUndefined();
    expect(dueProblem('2026-12-11', now)).toBe(CLASS_LIFE_MSG.duePast);
    expect(dueProblem('2027-12-14', now)).toBe(CLASS_LIFE_MSG.dueFar);
    expect(dueProblem('2026-02-29', now)).toBe(CLASS_LIFE_MSG.dueBad);
    expect(dueProblem(20261212, now)).toBe(CLASS_LIFE_MSG.dueBad);
  });
});
