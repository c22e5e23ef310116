import { describe, expect, it } from 'vitest';
import { attendanceDateProblem, attendanceDiamonds, CLUB_MSG } from './club';

const now = Date.parse('2026-11-29T10:00:00Z') / 1000;

describe('attendance', () => {
  it('pays 20 diamonds times the level, level 0 as level 1', () => {
    expect([0, 1, 2, 3, 4, 5].map(attendanceDiamonds)).toEqual([20, 20, 40, 60, 80, 100]);
  });

  it('takes real dates from 30 days back to tomorrow', () => {
    for (const date of ['2026-11-29', '2026-11-30', '2026-10-30']) expect(attendanceDateProblem(date, now)).toBeUndefined();
    for (const date of ['2026-12-01', '2026-10-29', '2026-02-30', '2026-11-29T00:00', '29.11.2026', '', 20261129, null]) {
      expect(attendanceDateProblem(date, now)).toBe(CLUB_MSG.attendanceBadDate);
    }
  });
});
