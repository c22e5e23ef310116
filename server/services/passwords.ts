import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { WorkGate, type GateLimits } from './work-gate';

// scrypt N=2^17, r=8, p=1 (DESIGN §5). The parameters are stored with each hash so they can be
// raised later without breaking old passwords.

const COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLEL = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const N = options.N ?? 2 ** COST_LOG2;
  const r = options.r ?? BLOCK_SIZE;
  // Node's 32 MiB default maxmem is below the 128 * N * r bytes that N=2^17 needs.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** COST_LOG2, r: BLOCK_SIZE, p: PARALLEL });
  return ['scrypt', COST_LOG2, BLOCK_SIZE, PARALLEL, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costLog2, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: 2 ** Number(costLog2),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a login for an unknown e-mail cannot be told apart. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}

/**
 * Each hash holds 128 MiB and a quarter second of a core: one at a time keeps a process under
 * 300 MB (two reached 419 MB in scripts/bench/login-flood.mjs) and leaves the other core to answer
 * everything else; about 4 logins a second, so a class of 30 is in within seconds. More cores:
 * more processes (README "Production"). Waiting costs no memory; the queue is kept short, so a
 * login waits a few seconds at most, and beyond it the answer is "busy" at once (docs/decisions/0031-password-hashes-one-at-a-time-in-a-short-fair-queue.md).
 */
export const HASH_LIMITS: GateLimits = { running: 1, waitingPerClient: 16, waiting: 32 };

/** How long a client told "busy" should wait, in seconds (`Retry-After`). */
export const BUSY_RETRY_AFTER = 2;

/** Hashing and checking passwords through one gate per process, counted per client address. */
export interface PasswordHasher {
  readonly gate: WorkGate;
  hash(password: string, client: string): Promise<string>;
  verify(password: string, stored: string, client: string): Promise<boolean>;
  /** A check against nothing that takes as long as a real one (unknown e-mails). */
  verifyDummy(password: string, client: string): Promise<false>;
}

/** Throws GateBusyError when the gate's queue is full. */
export function createPasswordHasher(limits: GateLimits = HASH_LIMITS): PasswordHasher {
  const gate = new WorkGate(limits);
  return {
    gate,
    hash: (password, client) => gate.run(client, () => hashPassword(password)),
    verify: (password, stored, client) => gate.run(client, () => verifyPassword(password, stored)),
    verifyDummy: (password, client) => gate.run(client, () => verifyAgainstDummy(password)),
  };
}
