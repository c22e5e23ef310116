import { CLUB_MSG, SOLDERING_LESSON_ID, type SolderingPermit } from '../../domain/club';
import type { DB } from '../db/database';
import { solderingPermitsRepository } from '../db/repositories/soldering-permits';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { inWriteTransaction } from '../db/transaction';
import { recordAudit } from './audit-trail';
import { afterClubEvent } from './club-badges';
import { hasPassedLesson } from './lesson-passes';
import { fail, type Failure } from './outcome';

// «Допуск к пайке» (docs/decisions/0211-the-soldering-permit.md): the pupil passes the safety
// lesson's check, then a teacher who saw them hold the iron safely confirms it in person.

type PermitFailure = Failure<'USER_NOT_FOUND' | 'LOCKED'>;

async function livePupil(db: DB, userId: number): Promise<UserRow | undefined> {
  const pupil = await usersRepository(db).findById(userId);
  return pupil && pupil.deleted_at === null && pupil.role === 'pupil' ? pupil : undefined;
}

const fullName = (user: UserRow | undefined) => (user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '');

export async function solderingPermitOf(db: DB, userId: number): Promise<{ ok: true; data: SolderingPermit } | PermitFailure> {
  const pupil = await livePupil(db, userId);
  if (!pupil) return fail('USER_NOT_FOUND');
  const [permit, lessonPassed] = await Promise.all([solderingPermitsRepository(db).find(userId), hasPassedLesson(db, userId, SOLDERING_LESSON_ID)]);
  const grantor = permit?.grantedBy == null ? undefined : await usersRepository(db).findById(permit.grantedBy);
  return {
    ok: true,
    data: {
      granted: permit !== undefined,
      grantedAt: permit?.grantedAt ?? null,
      grantedBy: grantor ? { id: grantor.id, name: fullName(grantor) } : null,
      lessonPassed,
    },
  };
}

export async function setSolderingPermit(db: DB, staff: UserRow, userId: number, granted: boolean, now: number): Promise<{ ok: true; data: SolderingPermit } | PermitFailure> {
  const pupil = await livePupil(db, userId);
  if (!pupil) return fail('USER_NOT_FOUND');
  if (granted && !(await hasPassedLesson(db, userId, SOLDERING_LESSON_ID))) return fail('LOCKED', { message: CLUB_MSG.permitNeedsLesson });
  await inWriteTransaction(db, async (trx) => {
    const permits = solderingPermitsRepository(trx);
    const changed = granted ? await permits.grant(userId, staff.id, now) : await permits.revoke(userId);
    if (!changed) return;
    await recordAudit(trx, { actorId: staff.id, action: granted ? 'soldering_permit' : 'soldering_permit_withdrawn', subjectId: userId, now });
    if (granted) await afterClubEvent(trx, userId, now);
  });
  return solderingPermitOf(db, userId);
}
