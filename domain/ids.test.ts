import { describe, expect, it } from 'vitest';
import { COMMENT_IDS, parseId, PROJECT_COUNT, projectCommentId, schemeCommentId } from './ids';

describe('parseId', () => {
  it.each(['1', '7', '15'])('takes %s', (raw) => {
    expect(parseId(raw, PROJECT_COUNT)).toBe(Number(raw));
  });

  it.each(['abc', '0', '16', '1.5', '07', '-1', '', ' 3', '1e1', undefined])('refuses %j', (raw) => {
    expect(parseId(raw, PROJECT_COUNT)).toBeUndefined();
  });

  it('keys project comments as 30000 + id', () => {
    expect(projectCommentId(1)).toBe(30001);
    expect(projectCommentId(15)).toBe(30015);
  });

  it('keys the other content pages 30031–30035', () => {
    expect([1, 2, 3].map(schemeCommentId)).toEqual([30033, 30034, 30035]);
    expect(COMMENT_IDS).toEqual({ cheatSheet: 30031, soldering: 30032 });
  });
});
