import type { McuCheckResult } from '../../../domain/mcu/api';

/**
 * A programming task's program the server could not be reached to check, kept on this device until
 * it has checked it (src/lib/mcu-checks.ts), then kept with the result until the task's page has
 * shown it. One record per pupil and task: a program sent again offline replaces the waiting one.
 */
export interface McuCheckRecord {
  ownerId: number;
  taskId: number;
  /** The program in our JSON form, as the page built it: the server validates it. */
  program: unknown;
  /** When the pupil sent it (ms). */
  createdAt: number;
  /** `waiting` for the server; `checked` with its result; `refused` for good with its message. */
  state: 'waiting' | 'checked' | 'refused';
  result?: McuCheckResult;
  error?: { message: string; code?: string };
}
