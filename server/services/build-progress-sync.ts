import { guideById } from '../../src/content/guides';
import { mergeProgress, timed, type TimedProgress } from '../../domain/build-progress';
import type { ProgressBody, ProgressInput } from '../../domain/build-progress';
import { CLASS_MSG } from '../../domain/classes';
import { PROJECT_COUNT } from '../../domain/ids';
import type { DB } from '../db/database';
import { buildProgressRepository } from '../db/repositories/build-progress';
import type { UserRow } from '../db/schema';
import { ACCOUNT_DELETED, whileLive } from './account-lock';
import { fail, type Failure } from './outcome';

// The guide's ticks, kept on the device and sent when online: each write is merged with the stored
// record tick by tick, the later change of each tick winning and at equal times the tick, so two
// devices ticking offline both keep their ticks
// (docs/decisions/0187-build-progress-merges-per-tick.md, docs/decisions/0133-build-progress-is-synced.md).

/** A device clock this far ahead is wrong; its time would win every later change of that tick. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

const EMPTY: TimedProgress = { parts: [], steps: [], stepCount: 0, updatedAt: 0, partTimes: [], stepTimes: [] };

const isProject = (projectId: number) => Number.isInteger(projectId) && projectId >= 1 && projectId <= PROJECT_COUNT;

export type ProgressFailure = Failure<'VALIDATION_ERROR' | 'NOT_FOUND' | 'AUTH_REQUIRED'>;

export async function readProgress(db: DB, user: UserRow, projectId: number): Promise<{ ok: true; data: TimedProgress } | ProgressFailure> {
  if (!isProject(projectId)) return fail('NOT_FOUND', { message: CLASS_MSG.progressProject });
  return { ok: true, data: (await buildProgressRepository(db).find(user.id, projectId)) ?? EMPTY };
}

/** What the schema cannot check: steps and their times within the guide, no time from the future. */
function problem(body: ProgressBody, nowMs: number): string | undefined {
  if (body.steps.some((step) => step >= body.stepCount)) return CLASS_MSG.progressStep;
  if ((body.stepTimes?.length ?? 0) > body.stepCount) return CLASS_MSG.progressStepTimes;
  const latest = Math.max(body.updatedAt, ...(body.partTimes ?? []), ...(body.stepTimes ?? []));
  if (latest > nowMs + FUTURE_SLACK_MS) return CLASS_MSG.progressFuture;
  return undefined;
}

/**
 * Merges the device's progress with the stored one tick by tick and stores the result, in one
 * write transaction holding the pupil's lock (two writes of one pupil take turns, on both
 * engines, so neither's ticks are lost); answers the merged record, which the device takes.
 */
export async function saveProgress(
  db: DB,
  user: UserRow,
  projectId: number,
  given: ProgressInput,
  nowMs = Date.now(),
): Promise<{ ok: true; data: TimedProgress } | ProgressFailure> {
  if (!isProject(projectId)) return fail('NOT_FOUND', { message: CLASS_MSG.progressProject });
  // The guide's step count is the guide's (src/content/guides), whatever the device says: the
  // class matrix's «шаг k из n» and the steps' range come from it. `{parts, steps}` alone is a
  // whole body: without a time its ticks count as made when it arrives.
  const stepCount = guideById(projectId)?.steps.length ?? given.stepCount ?? 0;
  const body: ProgressBody = { ...given, stepCount, updatedAt: given.updatedAt ?? nowMs };
  const refused = problem(body, nowMs);
  if (refused) return fail('VALIDATION_ERROR', { message: refused });
  const merged = await whileLive(db, user.id, async (trx) => {
    const progress = buildProgressRepository(trx);
    const stored = await progress.find(user.id, projectId);
    const next = stored ? mergeProgress(stored, body) : timed(body);
    await progress.save(user.id, projectId, next);
    return next;
  });
  if (merged === ACCOUNT_DELETED) return fail('AUTH_REQUIRED');
  return { ok: true, data: merged };
}
