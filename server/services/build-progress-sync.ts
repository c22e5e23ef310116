import { CLASS_MSG, type ProgressBody } from '../../src/domain/classes';
import { PROJECT_COUNT } from '../../src/domain/ids';
import type { DB } from '../db/database';
import { buildProgressRepository } from '../db/repositories/build-progress';
import type { UserRow } from '../db/schema';
import { fail, type Failure } from './outcome';

// The guide's ticks, kept on the device and sent when online: the newest device time wins, an
// older write never overwrites a newer one (docs/decisions/0140-build-progress-synced-last-write-wins.md,
// docs/decisions/0133-build-progress-is-synced.md).

/** A device clock this far ahead is wrong; its time would block every later write. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

const EMPTY: ProgressBody = { parts: [], steps: [], stepCount: 0, updatedAt: 0 };

const isProject = (projectId: number) => Number.isInteger(projectId) && projectId >= 1 && projectId <= PROJECT_COUNT;
const unique = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);

export type ProgressFailure = Failure<'VALIDATION_ERROR' | 'NOT_FOUND'>;

export async function readProgress(db: DB, user: UserRow, projectId: number): Promise<{ ok: true; data: ProgressBody } | ProgressFailure> {
  if (!isProject(projectId)) return fail('NOT_FOUND', { message: CLASS_MSG.progressProject });
  return { ok: true, data: (await buildProgressRepository(db).find(user.id, projectId)) ?? EMPTY };
}

/** Stores the device's progress unless a newer one is stored; answers what is stored now. */
export async function saveProgress(
  db: DB,
  user: UserRow,
  projectId: number,
  body: ProgressBody,
  nowMs = Date.now(),
): Promise<{ ok: true; data: ProgressBody } | ProgressFailure> {
  if (!isProject(projectId)) return fail('NOT_FOUND', { message: CLASS_MSG.progressProject });
  if (body.steps.some((step) => step >= body.stepCount)) return fail('VALIDATION_ERROR', { message: CLASS_MSG.progressStep });
  if (body.updatedAt > nowMs + FUTURE_SLACK_MS) return fail('VALIDATION_ERROR', { message: CLASS_MSG.progressFuture });
  const progress = buildProgressRepository(db);
  await progress.save(user.id, projectId, { parts: unique(body.parts), steps: unique(body.steps), stepCount: body.stepCount, updatedAt: body.updatedAt });
  return { ok: true, data: (await progress.find(user.id, projectId)) ?? EMPTY };
}
