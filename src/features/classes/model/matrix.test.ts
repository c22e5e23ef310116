import { describe, expect, it } from 'vitest';
import { STUCK_AFTER_SECONDS, type ClassMatrix } from '../../../../domain/classes';
import { normalizeClassCode } from '../../../../domain/classes';
import { codeProblem } from './join-code';
import { lastSeenText, pupilsText } from './last-seen';
import { cellLabel, filterRows, fullName, matrixRows } from './matrix';

const NOW = 2_000_000_000;
const matrix: ClassMatrix = {
  classId: 1,
  name: '5 «А»',
  pupils: [
    { id: 1, firstName: 'Маша', lastName: 'Иванова', level: 1, lastSeen: NOW, solderingPermit: false, consent: 'not_needed' },
    { id: 2, firstName: 'Маша', lastName: 'Петрова', level: 2, lastSeen: null, solderingPermit: false, consent: 'not_needed' },
    { id: 3, firstName: 'Петя', lastName: null, level: 1, lastSeen: NOW - 10, solderingPermit: false, consent: 'not_needed' },
  ],
  cells: [
    { userId: 1, projectId: 1, state: 'approved', submissionId: 5, updatedAt: NOW - STUCK_AFTER_SECONDS - 10 },
    { userId: 3, projectId: 1, state: 'pending', submissionId: 7, updatedAt: NOW - 100 },
    { userId: 3, projectId: 2, state: 'building', step: 2, steps: 7, updatedAt: NOW - 50 },
  ],
};

describe('the class at a glance', () => {
  it('puts the newest change first and pupils with nothing last', () => {
    const rows = matrixRows(matrix);
    expect(rows.map((row) => row.pupil.id)).toEqual([3, 1, 2]);
    expect(rows[0]?.waiting).toBe(1);
    expect(rows[0]?.newest).toBe(NOW - 50);
  });

  it('filters the waiting and the stuck', () => {
    const rows = matrixRows(matrix);
    expect(filterRows(rows, 'waiting', NOW).map((row) => row.pupil.id)).toEqual([3]);
    expect(filterRows(rows, 'stuck', NOW).map((row) => row.pupil.id)).toEqual([1, 2]);
    expect(filterRows(rows, 'all', NOW)).toHaveLength(3);
  });

  it('finds who has not started project N: no ticks and nothing sent (a build in progress has started)', () => {
    const rows = matrixRows(matrix);
    expect(filterRows(rows, 'not_started', NOW, 1).map((row) => row.pupil.id)).toEqual([2]);
    expect(filterRows(rows, 'not_started', NOW, 2).map((row) => row.pupil.id)).toEqual([1, 2]);
    expect(filterRows(rows, 'not_started', NOW, 9).map((row) => row.pupil.id)).toEqual([3, 1, 2]);
  });

  it('says each state in a word or two', () => {
    const rows = matrixRows(matrix);
    expect(cellLabel(rows[0]?.cells.get(2)).text).toBe('шаг 2/7');
    expect(cellLabel(rows[0]?.cells.get(1)).text).toBe('сдан');
    expect(cellLabel(undefined).state).toBe('not_started');
  });

  it('gives staff the surname', () => {
    expect(fullName(matrix.pupils[0]!)).toBe('Маша Иванова');
    expect(fullName(matrix.pupils[2]!)).toBe('Петя');
  });
});

describe('the join code as typed', () => {
  it('reads any case, spaces and the Russian layout', () => {
    expect(normalizeClassCode(' abc 234 ')).toBe('ABC234');
    expect(normalizeClassCode('АВС-234')).toBe('ABC234');
    expect(codeProblem('ABC234')).toBeNull();
  });

  it('explains look-alikes, foreign letters and length in Russian', () => {
    expect(codeProblem('ABO234')).toContain('нет буквы O и цифры 0');
    expect(codeProblem('ЖBC234')).toContain('«Ж»');
    expect(codeProblem('ABC23')).toBe('В коде 6 символов, а введено 5.');
    expect(codeProblem('')).toContain('Введи код');
  });
});

describe('words with numbers', () => {
  it('says when a pupil was last seen', () => {
    expect(lastSeenText(null, NOW)).toBe('ещё ни разу');
    expect(lastSeenText(NOW - 60, NOW)).toBe('сегодня');
    expect(lastSeenText(NOW - 86_400 * 3, NOW)).toBe('3 дня назад');
    expect(lastSeenText(NOW - 86_400 * 5, NOW)).toBe('5 дней назад');
    expect(lastSeenText(NOW - 86_400 * 21, NOW)).toBe('3 недели назад');
  });

  it('counts pupils', () => {
    expect([1, 2, 5, 21].map(pupilsText)).toEqual(['1 ученик', '2 ученика', '5 учеников', '21 ученик']);
  });
});
