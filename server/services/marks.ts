import { marksProblem, type Mark } from '../../domain/review-conversation';
import type { DB } from '../db/database';
import { submissionsRepository } from '../db/repositories/submissions';
import type { SubmissionRow } from '../db/schema';
import { fail, type Failure } from './outcome';

// The teacher's marks on a submission's photos: checked with the shared rule (marksProblem) against
// the submission's own photos, kept as the JSON that was checked
// (docs/decisions/0158-marks-are-json-on-the-submission.md).

/** The stored marks: written only after marksProblem passed, so a list; anything else reads as none. */
export function storedMarks(json: string): Mark[] {
  try {
    const marks: unknown = JSON.parse(json);
    return Array.isArray(marks) ? (marks as Mark[]) : [];
  } catch {
    return [];
  }
}

/**
 * A mark without `photo` is on the first photo: every submission has one, and the contract's
 * submissions have only that one (docs/product.md, «Проверка работ»).
 */
function onFirstPhotoByDefault(marks: unknown): unknown {
  if (!Array.isArray(marks)) return marks;
  return marks.map((mark: unknown) =>
    typeof mark === 'object' && mark !== null && !Array.isArray(mark) && (mark as { photo?: unknown }).photo === undefined ? { ...mark, photo: 0 } : mark,
  );
}

/** The marks a decision brings, checked against the submission's photos: their JSON, or the Russian reason. */
export async function checkedMarks(db: DB, submission: SubmissionRow, given: unknown): Promise<{ ok: true; json: string } | Failure<'VALIDATION_ERROR'>> {
  if (given === undefined) return { ok: true, json: '[]' };
  const marks = onFirstPhotoByDefault(given);
  const photos = (await submissionsRepository(db).photosOf([submission])).get(submission.id) ?? [];
  const problem = marksProblem(marks, photos);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  // Exactly what was sent, in its order and with its numbers; only the fields a mark has.
  const kept = (marks as Mark[]).map(({ type, photo, points, color, text }) => ({ type, photo, points, color, ...(text === undefined ? {} : { text }) }));
  return { ok: true, json: JSON.stringify(kept) };
}

