import type { ConsentState, ConsentWay } from '../../../domain/family';
import { MAX_ROW_ID } from '../../../domain/ids';
import { sql, type SqlBool } from 'kysely';
import type { DB } from '../database';
import type { UserRow } from '../schema';

/**
 * Pupils whose parent has not agreed yet, or took it back: as literals, so both engines use the
 * partial index users_waiting (migration 0012), which holds only them.
 */
export const WAITING_FOR_CONSENT = sql<SqlBool>`users.consent_state in ('pending', 'withdrawn')`;
/** The others: no consent needed, or the parent gave it. Who pupils may see on boards and in their search. */
export const CONSENT_ALLOWS_SHARING = sql<SqlBool>`users.consent_state in ('not_needed', 'given')`;

// Families (docs/decisions/0169-families-consent.md): consent letters' links, parent ↔ child links, the weekly letter's weeks.

export interface LiveConsentToken {
  childId: number;
  childFirstName: string;
  parentEmail: string;
  childConsent: ConsentState;
}

export function familiesRepository(db: DB) {
  return {
    async setSignupFields(userId: number, fields: { birthYear: number | null; parentEmail: string | null; state: ConsentState }): Promise<void> {
      await db
        .updateTable('users')
        .set({ birth_year: fields.birthYear, parent_email: fields.parentEmail, consent_state: fields.state })
        .where('id', '=', userId)
        .execute();
    },

    async setParentEmail(userId: number, parentEmail: string): Promise<void> {
      await db.updateTable('users').set({ parent_email: parentEmail }).where('id', '=', userId).execute();
    },

    /** The consent as a parent or a teacher changed it; `from` guards the change (a given consent is not given twice). */
    async setConsent(childId: number, change: { state: ConsentState; way: ConsentWay | null; at: number | null }, from?: readonly ConsentState[]): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ consent_state: change.state, consent_way: change.way, consent_given_at: change.at })
        .where('id', '=', childId)
        .where('deleted_at', 'is', null)
        .$if(from !== undefined, (qb) => qb.where('consent_state', 'in', from!))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addToken(row: { childId: number; parentEmail: string; tokenHash: string; now: number; expiresAt: number }): Promise<void> {
      await db
        .insertInto('consent_tokens')
        .values({ child_id: row.childId, parent_email: row.parentEmail, token_hash: row.tokenHash, created_at: row.now, expires_at: row.expiresAt, used_at: null })
        .execute();
    },

    /** An unused, unexpired link of a live child. */
    async liveToken(tokenHash: string, now: number): Promise<LiveConsentToken | undefined> {
      const row = await db
        .selectFrom('consent_tokens')
        .innerJoin('users', 'users.id', 'consent_tokens.child_id')
        .select(['consent_tokens.child_id as childId', 'users.first_name as childFirstName', 'consent_tokens.parent_email as parentEmail', 'users.consent_state as childConsent'])
        .where('consent_tokens.token_hash', '=', tokenHash)
        .where('consent_tokens.used_at', 'is', null)
        .where('consent_tokens.expires_at', '>', now)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
      return row;
    },

    /** Spends a link: one conditional update, so a link works once however many clicks race. */
    async spendToken(tokenHash: string, now: number): Promise<{ childId: number; parentEmail: string } | undefined> {
      const row = await db
        .updateTable('consent_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['child_id', 'parent_email'])
        .executeTakeFirst();
      return row && { childId: row.child_id, parentEmail: row.parent_email };
    },

    async link(parentId: number, childId: number, now: number): Promise<void> {
      await db
        .insertInto('family_links')
        .values({ parent_id: parentId, child_id: childId, created_at: now })
        .onConflict((oc) => oc.columns(['parent_id', 'child_id']).doNothing())
        .execute();
    },

    async unlink(parentId: number, childId: number): Promise<boolean> {
      const result = await db.deleteFrom('family_links').where('parent_id', '=', parentId).where('child_id', '=', childId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** A deleted account's family: its links as a child or a parent, its consent letters, its weekly letters' weeks. */
    async forget(userId: number): Promise<void> {
      await db.deleteFrom('family_links').where((eb) => eb.or([eb('child_id', '=', userId), eb('parent_id', '=', userId)])).execute();
      await db.deleteFrom('consent_tokens').where('child_id', '=', userId).execute();
      await db.deleteFrom('digest_weeks').where('parent_id', '=', userId).execute();
    },

    /** A withdrawal ends the letters not yet used: none of them may give the consent back. */
    async dropUnusedTokens(childId: number): Promise<void> {
      await db.deleteFrom('consent_tokens').where('child_id', '=', childId).where('used_at', 'is', null).execute();
    },

    /** The parent's live child with this id, or undefined (not theirs, or gone). */
    async childOf(parentId: number, childId: number): Promise<UserRow | undefined> {
      if (!Number.isSafeInteger(childId) || childId < 1 || childId > MAX_ROW_ID) return undefined;
      return db
        .selectFrom('family_links')
        .innerJoin('users', 'users.id', 'family_links.child_id')
        .selectAll('users')
        .where('family_links.parent_id', '=', parentId)
        .where('family_links.child_id', '=', childId)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async isParentOf(parentId: number, childId: number): Promise<boolean> {
      const row = await db
        .selectFrom('family_links')
        .select('child_id')
        .where('parent_id', '=', parentId)
        .where('child_id', '=', childId)
        .executeTakeFirst();
      return row !== undefined;
    },

    childrenOf(parentId: number): Promise<UserRow[]> {
      return db
        .selectFrom('family_links')
        .innerJoin('users', 'users.id', 'family_links.child_id')
        .selectAll('users')
        .where('family_links.parent_id', '=', parentId)
        .where('users.deleted_at', 'is', null)
        .orderBy('users.first_name')
        .orderBy('users.id')
        .execute();
    },

    /** Every link, newest first, for the admin (a school has as many as it has families). */
    links() {
      return db
        .selectFrom('family_links')
        .innerJoin('users as parent', 'parent.id', 'family_links.parent_id')
        .innerJoin('users as child', 'child.id', 'family_links.child_id')
        .select([
          'parent.id as parentId',
          'parent.first_name as parentFirstName',
          'parent.email as parentEmail',
          'child.id as childId',
          'child.first_name as childFirstName',
          'child.last_name as childLastName',
          'child.consent_state as consent',
          'family_links.created_at as createdAt',
        ])
        .orderBy('family_links.created_at', 'desc')
        .orderBy('family_links.child_id', 'desc')
        .execute();
    },

    /** Pupils waiting for a parent (pending; withdrawn is a parent's answer, not a wait). */
    async pendingCount(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(WAITING_FOR_CONSENT)
        .where('role', '=', 'pupil')
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async setDigest(parentId: number, enabled: boolean): Promise<void> {
      await db.updateTable('users').set({ digest_enabled: enabled ? 1 : 0 }).where('id', '=', parentId).execute();
    },

    /** Parents with the weekly letter on and a linked child whose consent is given, who have not had this week's. */
    digestParents(week: string): Promise<UserRow[]> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('role', '=', 'parent')
        .where('deleted_at', 'is', null)
        .where('digest_enabled', '=', 1)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('family_links')
              .innerJoin('users as child', 'child.id', 'family_links.child_id')
              .select('family_links.child_id')
              .whereRef('family_links.parent_id', '=', 'users.id')
              .where('child.consent_state', '=', 'given')
              .where('child.deleted_at', 'is', null),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('digest_weeks').select('digest_weeks.parent_id').whereRef('digest_weeks.parent_id', '=', 'users.id').where('digest_weeks.week', '=', week))),
        )
        .orderBy('id')
        .execute();
    },

    /** Claims a parent's week: true for the one process (or command) whose insert made the row. */
    async claimWeek(parentId: number, week: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('digest_weeks')
        .values({ parent_id: parentId, week, sent_at: now })
        .onConflict((oc) => oc.columns(['parent_id', 'week']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
