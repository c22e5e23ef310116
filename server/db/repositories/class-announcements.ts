import type { Selectable } from 'kysely';
import type { DB } from '../database';
import type { ClassAnnouncementsTable } from '../schema';

// A teacher's announcements to a class (migration 0030, docs/decisions/0282-announcements-to-a-class.md).

export type AnnouncementRow = Selectable<ClassAnnouncementsTable> & { author_first_name: string; author_last_name: string };

export function classAnnouncementsRepository(db: DB) {
  const withAuthor = () =>
    db
      .selectFrom('class_announcements')
      .innerJoin('users as author', 'author.id', 'class_announcements.author_id')
      .selectAll('class_announcements')
      .select(['author.first_name as author_first_name', 'author.last_name as author_last_name']);
  return {
    async add(input: { classId: number; authorId: number; text: string; day: string | null; now: number }): Promise<AnnouncementRow> {
      const { id } = await db
        .insertInto('class_announcements')
        .values({ class_id: input.classId, author_id: input.authorId, text: input.text, day: input.day, created_at: input.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return withAuthor().where('class_announcements.id', '=', id).executeTakeFirstOrThrow();
    },

    /** The class's newest announcements first. */
    latest(classId: number, limit: number): Promise<AnnouncementRow[]> {
      return withAuthor().where('class_announcements.class_id', '=', classId).orderBy('class_announcements.created_at', 'desc').orderBy('class_announcements.id', 'desc').limit(limit).execute();
    },

    /** Announcements of these classes written since a moment, oldest first (the weekly letter). */
    since(classIds: readonly number[], since: number): Promise<AnnouncementRow[]> {
      if (classIds.length === 0) return Promise.resolve([]);
      return withAuthor().where('class_announcements.class_id', 'in', classIds).where('class_announcements.created_at', '>=', since).orderBy('class_announcements.created_at').orderBy('class_announcements.id').execute();
    },

    async remove(classId: number, announcementId: number): Promise<boolean> {
      const result = await db.deleteFrom('class_announcements').where('id', '=', announcementId).where('class_id', '=', classId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
