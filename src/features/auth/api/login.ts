import type { LoginReply } from '../../../../domain/api';
import { api, call } from '../../../lib/api-client';

/**
 * Each account's device key (`device` of the login answer), kept on this device under its e-mail
 * and sent with its next logins: a device that logged in before skips the account's wait after
 * wrong passwords guessed elsewhere (docs/decisions/0108-a-growing-wait-per-account-after-ten-wrong-passwords.md).
 */
const deviceStorageKey = (email: string) => `login-device:${email.trim().toLowerCase()}`;

function storedDevice(email: string): string | undefined {
  try {
    return localStorage.getItem(deviceStorageKey(email)) ?? undefined;
  } catch {
    return undefined;
  }
}

function keepDevice(email: string, device: string | undefined) {
  if (!device) return;
  try {
    localStorage.setItem(deviceStorageKey(email), device);
  } catch {
    // Storage full or refused: the next login simply has no key.
  }
}

export async function login(email: string, password: string): Promise<string> {
  const device = storedDevice(email);
  const body = await call(() =>
    api.post('users/profile/login', { json: { email: email.trim(), password, ...(device ? { device } : {}) } }).json<Partial<LoginReply> & { token: string }>(),
  );
  keepDevice(email, body.device);
  return body.token;
}
