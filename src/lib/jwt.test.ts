import { afterEach, describe, expect, it, vi } from 'vitest';
import { inspectToken, userIdOf } from './jwt';

function token(payload: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

afterEach(() => vi.restoreAllMocks());

describe('inspectToken', () => {
  const now = 1_800_000_000_000; // milliseconds

  it('has no session without a token, or with an empty one', () => {
    expect(inspectToken(null, now)).toEqual({ state: 'absent' });
    expect(inspectToken('', now)).toEqual({ state: 'absent' });
  });

  it('compares exp in seconds with now in milliseconds divided by 1000', () => {
    expect(inspectToken(token({ id: 1, exp: now / 1000 }), now).state).toBe('valid');
    expect(inspectToken(token({ id: 1, exp: now / 1000 + 1 }), now).state).toBe('valid');
    expect(inspectToken(token({ id: 1, exp: now / 1000 - 1 }), now).state).toBe('expired');
    // An exp in milliseconds by mistake would look valid for ages: the rule is seconds.
    expect(inspectToken(token({ id: 1, exp: 1_700_000_000 }), now).state).toBe('expired');
  });

  it('logs the decode error of a broken token', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(inspectToken('not.a-token', now)).toEqual({ state: 'undecodable' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('Ошибка декодирования токена');
  });

  it('counts a token without exp as undecodable', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(inspectToken(token({ id: 1 }), now)).toEqual({ state: 'undecodable' });
  });
});

describe('userIdOf', () => {
  it('reads the id of a token, with or without «Bearer », whatever its expiry', () => {
    expect(userIdOf(token({ id: 7, exp: 1 }))).toBe(7);
    expect(userIdOf(`Bearer ${token({ id: 8 })}`)).toBe(8);
  });

  it('has no id for garbage, a missing token, or an id that is not a positive whole number', () => {
    expect(userIdOf('not-a-token')).toBeUndefined();
    expect(userIdOf(null)).toBeUndefined();
    expect(userIdOf(token({ id: '7' }))).toBeUndefined();
    expect(userIdOf(token({ id: 0 }))).toBeUndefined();
  });
});
