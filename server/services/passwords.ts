import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { WorkGate, type GateLimits } from './work-gate';

// Passwords are stored as argon2id PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`):
// the parameters travel with each hash, so they can be raised later without breaking old
// passwords. Hashes made before argon2id (`scrypt$17$8$1$salt$key`) still verify and are replaced
// by argon2id at the owner's next successful login (docs/decisions/0105-argon2id-password-hashes-and-a-cheap-cost-for-tests.md).

/** argon2id's cost: memory in KiB, passes, lanes. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id set: 19 MiB, 2 passes, 1 lane (about 40 ms of a core here). What production uses. */
export const PRODUCTION_COST: Readonly<PasswordCost> = Object.freeze({ memoryCost: 19456, timeCost: 2, parallelism: 1 });

/** For tests only (`PASSWORD_HASH_COST=test`, refused with NODE_ENV=production): 256 KiB, 1 pass, well under a millisecond. */
export const TEST_COST: Readonly<PasswordCost> = Object.freeze({ memoryCost: 256, timeCost: 1, parallelism: 1 });

// `Algorithm` is an ambient const enum: its value is written out (isolatedModules).
const ARGON2ID = 2 as Algorithm.Argon2id;

export function hashPassword(password: string, cost: PasswordCost = PRODUCTION_COST): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), { algorithm: ARGON2ID, ...cost });
}

// --- The old scheme: scrypt N=2^17, r=8, p=1, kept to verify hashes made before argon2id. ---

const SCRYPT_COST_LOG2 = 17;
const SCRYPT_BLOCK_SIZE = 8;
const SCRYPT_KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const N = options.N ?? 2 ** SCRYPT_COST_LOG2;
  const r = options.r ?? SCRYPT_BLOCK_SIZE;
  // Node's 32 MiB default maxmem is below the 128 * N * r bytes that N=2^17 needs.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, SCRYPT_KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A hash as the server made them before argon2id: for tests of the upgrade and the benchmark's comparison. */
export async function hashPasswordScrypt(password: string, costLog2 = SCRYPT_COST_LOG2): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** costLog2, r: SCRYPT_BLOCK_SIZE, p: 1 });
  return ['scrypt', costLog2, SCRYPT_BLOCK_SIZE, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Old hashes are checked one at a time in the process whatever the gate allows: two at once held
 * 256 MiB and took a class's first login after the upgrade to 372 MB (scripts/bench/classroom-login.mjs).
 */
let scryptTail: Promise<unknown> = Promise.resolve();

function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const turn = scryptTail.then(() => verifyScryptNow(password, stored));
  scryptTail = turn.catch(() => undefined);
  return turn;
}

async function verifyScryptNow(password: string, stored: string): Promise<boolean> {
  const [, costLog2, r, p, salt, key] = stored.split('$');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: 2 ** Number(costLog2), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) {
    try {
      return await argon2Verify(stored, password.normalize('NFKC'));
    } catch {
      // A damaged stored string is a wrong password, not a 500.
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** The cost a stored hash was made with, or undefined when it is not argon2id (an old scrypt hash). */
export function costOf(stored: string): PasswordCost | undefined {
  const found = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  return found ? { memoryCost: Number(found[1]), timeCost: Number(found[2]), parallelism: Number(found[3]) } : undefined;
}

/** True when a stored hash is not argon2id at `cost`: replaced at the next successful login. */
export function needsRehash(stored: string, cost: PasswordCost): boolean {
  const current = costOf(stored);
  return !current || current.memoryCost !== cost.memoryCost || current.timeCost !== cost.timeCost || current.parallelism !== cost.parallelism;
}

/**
 * Each argon2id hash holds 19 MiB and about 40 ms of a core, on libuv's threadpool (4 threads):
 * two at a time keep both cores busy with 38 MiB of hash memory, so a class of 30 from one school
 * address is in within about a second (scripts/bench/classroom-login.mjs). Waiting costs no
 * memory; the per-address queue holds a whole class, and beyond it the answer is "busy" at once
 * (docs/decisions/0106-a-hash-gate-sized-for-a-class.md).
 */
export const HASH_LIMITS: GateLimits = { running: 2, waitingPerClient: 40, waiting: 80 };

/** How long a client told "busy" should wait, in seconds (`Retry-After`). */
export const BUSY_RETRY_AFTER = 2;

export interface Checked {
  matches: boolean;
  /** The password hashed again at today's cost, when the stored hash needed it. */
  rehashed?: string;
}

/** Hashing and checking passwords through one gate per process, counted per client address. */
export interface PasswordHasher {
  readonly gate: WorkGate;
  /** The argon2id cost new hashes are made with. */
  readonly cost: PasswordCost;
  hash(password: string, client: string): Promise<string>;
  verify(password: string, stored: string, client: string): Promise<boolean>;
  /**
   * A login's check: whether the password matches, and when it does and the stored hash is of an
   * old scheme or cost, a new hash made in the same turn of the gate (a second turn would queue
   * behind the whole class). A new hash that cannot be made is left out, never an error.
   */
  check(password: string, stored: string, client: string): Promise<Checked>;
  /** A check against nothing that takes as long as a real one (unknown e-mails). */
  verifyDummy(password: string, client: string): Promise<false>;
}

/** Throws GateBusyError when the gate's queue is full. */
export function createPasswordHasher(limits: GateLimits = HASH_LIMITS, cost: PasswordCost = PRODUCTION_COST): PasswordHasher {
  const gate = new WorkGate(limits);
  // An argon2id hash at the same cost as the real ones, so an unknown e-mail costs what a known one does.
  let dummyHash: Promise<string> | undefined;
  const verifyDummy = async (password: string): Promise<false> => {
    dummyHash ??= hashPassword(randomBytes(12).toString('hex'), cost);
    await verifyPassword(password, await dummyHash);
    return false;
  };
  return {
    gate,
    cost,
    hash: (password, client) => gate.run(client, () => hashPassword(password, cost)),
    verify: (password, stored, client) => gate.run(client, () => verifyPassword(password, stored)),
    check: (password, stored, client) =>
      gate.run(client, async (): Promise<Checked> => {
        const matches = await verifyPassword(password, stored);
        if (!matches || !needsRehash(stored, cost)) return { matches };
        try {
          return { matches, rehashed: await hashPassword(password, cost) };
        } catch {
          return { matches };
        }
      }),
    verifyDummy: (password, client) => gate.run(client, () => verifyDummy(password)),
  };
}
