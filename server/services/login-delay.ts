import { createHmac, timingSafeEqual } from 'node:crypto';
import { waitText } from '../../domain/plural';
import type { DelaySchedule } from '../db/repositories/login-delays';
import type { UserRow } from '../db/schema';

// Guessing one account's password from many addresses: the limits per address and per (address,
// e-mail) do not see it, so each account counts its own login attempts since its last successful
// one, from every address. The first ten are free (typos, a forgotten caps lock); then each
// attempt makes the next wait 1, 2, 4, 8, then 15 minutes at most. It is a wait, never a lock: one
// try per wait stays open, a device the owner logged in from before skips the wait, and the
// owner's successful login and a password reset clear the count
// (docs/decisions/0108-a-growing-wait-per-account-after-ten-wrong-passwords.md).

export const LOGIN_DELAYS: DelaySchedule = {
  free: 10,
  waits: [60, 120, 240, 480, 900],
  // A day without attempts: counting starts again.
  forgetAfter: 24 * 60 * 60,
};

/** The Russian answer while an account waits, naming how long. */
export function accountWaitMessage(seconds: number): string {
  return `Слишком много неверных паролей для этого аккаунта. Подождите ${waitText(seconds)} и попробуйте снова или восстановите пароль`;
}

/**
 * What a device gets with a successful login and sends with the next ones (`device`): an HMAC of
 * the account and its token version under the server's secret. It proves this device logged in to
 * this account since the last new password (or role), so its logins skip the account's wait; it
 * needs the right password still, and the limits per address still count it.
 */
export function deviceKey(secret: string, user: Pick<UserRow, 'id' | 'token_version'>): string {
  return createHmac('sha256', secret).update(`login-device:${user.id}:${user.token_version}`).digest('base64url');
}

export function isKnownDevice(secret: string, user: Pick<UserRow, 'id' | 'token_version'>, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(deviceKey(secret, user));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
