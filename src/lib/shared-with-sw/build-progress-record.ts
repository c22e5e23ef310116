import type { ProgressBody } from '../../../domain/build-progress';

/**
 * How far a pupil has got with one guide, on this device (src/lib/build-progress.ts): the body the
 * server takes, kept per pupil. `stepCount` lets the projects page show «шаг N из M» without the
 * guide; `updatedAt` holds seconds in records made before the sync (see timeMs there); records made
 * before the per-tick merge have no times, and their ticks count at `updatedAt`.
 */
export interface BuildProgressRecord extends ProgressBody {
  ownerId: number;
  projectId: number;
  /** True once the server has this very change; false or missing: still to be sent. */
  synced?: boolean;
}
