import { Zip, ZipPassThrough } from 'fflate';
import { Readable } from 'node:stream';
import { ACCOUNT_MESSAGES } from '../../domain/account';
import type { DB } from '../db/database';
import { labCircuitsRepository } from '../db/repositories/lab-circuits';
import { labPracticeRepository } from '../db/repositories/lab-practice';
import { mcuTasksRepository } from '../db/repositories/mcu-tasks';
import { ownRecordsRepository } from '../db/repositories/own-records';
import type { UserRow } from '../db/schema';
import type { AvatarStore } from './avatars';
import { fail, type Failure } from './outcome';
import type { PhotoStore } from './photo-store';
import { storedMarks } from './marks';

// «Скачать мои данные» (docs/decisions/0086-the-familys-copy-of-the-data.md): everything the school holds about a pupil, as JSON, and with
// their photos as a zip. Nothing of other people: comments on the pupil's page by others are theirs.

export async function myData(db: DB, user: UserRow) {
  const own = ownRecordsRepository(db);
  const [ledger, submissionRows, comments, votes, reports, attempts, solutions, medals, extraPhotos, thread, lessonChecks, badges, labCircuits, labPractice, mcuTasks, galleryItems, galleryReactions] = await Promise.all([
    own.ledger(user.id),
    own.submissions(user.id),
    own.comments(user.id),
    own.votes(user.id),
    own.reports(user.id),
    own.trainerAttempts(user.id),
    own.taskSolutions(user.id),
    own.medalMonths(user.id),
    own.extraPhotos(user.id),
    // The threads of the pupil's work: their own words, and what staff answered (by role, not by name).
    own.threadMessages(user.id),
    own.lessonAttempts(user.id),
    own.badges(user.id),
    // The lab's own circuits, each whole: the pupil's work as much as a photo is.
    labCircuitsRepository(db).all(user.id),
    labPracticeRepository(db).passes(user.id),
    // The programming tasks passed, and what each first pass paid.
    mcuTasksRepository(db).passes(user.id),
    // The class gallery (docs/decisions/0279-the-class-gallery.md): which of the pupil's works their class sees, and their «Я тоже собрал».
    own.galleryItems(user.id),
    own.galleryReactions(user.id),
  ]);
  const submissions = submissionRows.map(({ marks, ...row }) => ({
    ...row,
    marks: storedMarks(marks),
    morePhotos: extraPhotos.filter((extra) => extra.submission_id === row.id).map((extra) => extra.photo),
  }));
  const threadMessages = thread.map((message) => ({
    submissionId: message.submission_id,
    mine: message.author_id === user.id,
    authorRole: message.author_role,
    text: message.text,
    createdAt: Number(message.created_at),
  }));
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      city: user.city,
      country: user.country,
      status: user.status,
      lang: user.lang,
      basicCourse: user.basic_course,
      photo: user.photo,
      level: user.level,
      diamonds: user.diamonds,
      rating: user.rating,
      role: user.role,
      journalLinked: user.journal_linked === 1,
      hiddenFromLeaderboards: user.hidden_from_leaderboards === 1,
      createdAt: user.created_at,
    },
    ledger,
    submissions,
    threadMessages,
    comments,
    votes,
    reports,
    keyboardTrainer: attempts,
    taskSolutions: solutions,
    lessonChecks: lessonChecks.map((row) => ({ lessonId: row.lesson_id, correct: row.correct, total: row.total, passed: row.passed === 1, createdAt: Number(row.created_at) })),
    badges: badges.map((row) => ({ id: row.badge, earnedAt: Number(row.earned_at) })),
    labCircuits,
    labPractice,
    mcuTasks,
    classGallery: {
      works: galleryItems.map((row) => ({
        submissionId: row.submission_id,
        shownAt: row.shown_at === null ? null : Number(row.shown_at),
        hiddenByStaffAt: row.hidden_at === null ? null : Number(row.hidden_at),
      })),
      reactions: galleryReactions.map((row) => ({ submissionId: row.submission_id, createdAt: Number(row.created_at) })),
    },
    medals: medals.map((row) => ({ month: row.month, place: row.first_user_id === user.id ? 1 : row.second_user_id === user.id ? 2 : 3 })),
  };
}

export type MyData = Awaited<ReturnType<typeof myData>>;

/** How many archives one process sends at once, and when a refused client should come back (docs/decisions/0104-the-familys-archive-is-streamed-and-bounded.md). */
export const ARCHIVE_LIMITS = { perProcess: 3, retryAfterSeconds: 10 } as const;

/**
 * The archives being sent: one per user at a time (a second gets RATE_LIMITED), a few per process
 * (beyond them SERVER_BUSY), both with Retry-After. `take` answers at once, without waiting.
 */
export function archiveSlots(perProcess: number = ARCHIVE_LIMITS.perProcess) {
  const users = new Set<number>();
  return {
    get sending(): number {
      return users.size;
    },
    take(userId: number): { ok: true; release: () => void } | Failure<'RATE_LIMITED' | 'SERVER_BUSY'> {
      const retryAfter = ARCHIVE_LIMITS.retryAfterSeconds;
      if (users.has(userId)) return fail('RATE_LIMITED', { message: ACCOUNT_MESSAGES.archiveInProgress, retryAfter });
      if (users.size >= perProcess) return fail('SERVER_BUSY', { retryAfter });
      users.add(userId);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          users.delete(userId);
        },
      };
    },
  };
}

export type ArchiveSlots = ReturnType<typeof archiveSlots>;

/**
 * The zip of «Скачать мои данные» as a stream, within the slots: the JSON, each submission's stored
 * photo, and the avatar, each read from disk as the zip is sent (never the whole archive, never a
 * whole photo in memory). The slot is free again when the stream closes: sent, failed, or the
 * client gone.
 */
export async function myDataArchive(
  db: DB,
  files: { photos: PhotoStore; avatars: AvatarStore },
  slots: ArchiveSlots,
  user: UserRow,
): Promise<{ ok: true; stream: Readable } | Failure<'RATE_LIMITED' | 'SERVER_BUSY'>> {
  const slot = slots.take(user.id);
  if (!slot.ok) return slot;
  try {
    const data = await myData(db, user);
    const stream = myDataZip(data, archivePhotos(data, user, files));
    stream.once('close', slot.release);
    return { ok: true, stream };
  } catch (error) {
    slot.release();
    throw error;
  }
}

/** Each submission's photos (`фото/проект-N-работа-M[-k].jpg`) and the avatar (`фото/аватар.jpg`), read as the zip is sent. */
export function archivePhotos(data: Pick<MyData, 'submissions'>, user: Pick<UserRow, 'photo'>, files: { photos: PhotoStore; avatars: AvatarStore }): ArchiveEntry[] {
  const entries: ArchiveEntry[] = data.submissions.flatMap((submission) =>
    [submission.photo, ...submission.morePhotos].map((photo, i) => ({
      name: submissionPhotoName(submission, photo, i),
      open: async () => (await files.photos.openStream(photo))?.stream,
    })),
  );
  if (user.photo) {
    const name = user.photo;
    // An avatar is a 320 px JPEG of a few kilobytes: read whole.
    entries.push({
      name: 'фото/аватар.jpg',
      open: async () => {
        const bytes = await files.avatars.read(name);
        return bytes ? [bytes] : undefined;
      },
    });
  }
  return entries;
}

/** The name in the zip of a submission's `index`-th photo (0: the first). */
export const submissionPhotoName = (submission: { id: number; project_id: number }, photo: string, index: number) =>
  `фото/проект-${submission.project_id}-работа-${submission.id}${index === 0 ? '' : `-${index + 1}`}${photo.slice(photo.lastIndexOf('.'))}`;

/** A file of the archive: its name in the zip and how to read it (undefined: gone, left out). */
export interface ArchiveEntry {
  name: string;
  open(): Promise<AsyncIterable<Uint8Array> | Iterable<Uint8Array> | undefined>;
}

/**
 * The JSON and the files, stored (photos are JPEG or GIF already: deflating gains nothing), written
 * to the stream as they are read; the stream pulls the next file only when the client took the last.
 */
export function myDataZip(data: MyData, entries: readonly ArchiveEntry[]): Readable {
  return dataZip([{ name: 'мои-данные.json', text: JSON.stringify(data, null, 2) }], entries);
}

/** Small text files first (written whole), then the files of `entries`, as in myDataZip. */
export function dataZip(texts: readonly { name: string; text: string }[], entries: readonly ArchiveEntry[]): Readable {
  return Readable.from(zipChunks(texts, entries), { objectMode: false });
}

async function* zipChunks(texts: readonly { name: string; text: string }[], entries: readonly ArchiveEntry[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  // Stored entries are passed through at once: every push hands its chunks to `ready`.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  for (const { name, text } of texts) {
    const file = new ZipPassThrough(name);
    zip.add(file);
    file.push(new TextEncoder().encode(text), true);
    yield* drain();
  }
  for (const entry of entries) {
    const chunks = await entry.open();
    if (!chunks) continue;
    const file = new ZipPassThrough(entry.name);
    zip.add(file);
    for await (const chunk of chunks) {
      file.push(chunk);
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
