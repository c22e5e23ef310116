/**
 * How far a pupil has got with one guide, on this device (src/lib/build-progress.ts). Parts and
 * steps are the indexes of the ticked items in the guide's lists.
 */
export interface BuildProgressRecord {
  ownerId: number;
  projectId: number;
  parts: number[];
  steps: number[];
  /** The guide's step count when last saved: the projects page shows «шаг N из M» without the guide. */
  stepCount: number;
  /** Unix milliseconds of the latest change on the device (older records hold seconds: see build-progress.ts). */
  updatedAt: number;
  /**
   * Unix milliseconds each part and step was last ticked or unticked, aligned with the guide's
   * lists (0: never); missing in records made before the per-tick merge, whose ticks count at
   * `updatedAt` (src/domain/build-progress.ts).
   */
  partTimes?: number[];
  stepTimes?: number[];
  /** True once the server has this very change; false or missing: still to be sent. */
  synced?: boolean;
}
