import { consentAllowsSharing } from '../../domain/family';
import { isStaff } from '../../domain/constants';
import { PATHS } from '../../domain/paths';
import { countOf, DIAMONDS } from '../../domain/plural';
import { endpointProblem, PUSH_MSG, subscriptionProblem, waitingTitle, type PushPayload, type PushSubscriptionBody } from '../../domain/push';
import type { DB } from '../db/database';
import { classesRepository } from '../db/repositories/classes';
import { pendingWorksOfTeacher, pushSubscriptionsRepository } from '../db/repositories/push-subscriptions';
import { submissionsRepository } from '../db/repositories/submissions';
import { usersRepository } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { projectTitle } from './approval';
import { fail, type Failure } from './outcome';
import type { PushSender } from './web-push';

// Notifications a person turned on (docs/decisions/0283-web-push-turned-on-by-the-person.md): their
// own subscriptions, and what is sent to whom. Every notice goes after the decision or the message
// has been committed and answered (the routes start it with `laterFor`): a push service that is slow
// or down never holds up or fails the school's own work, and its errors are only logged.

/** Where a notice that did not go is told: the request's log. */
export interface PushLog {
  warn(details: object, message: string): void;
}

/** A teacher hears «N работ ждут» at most this often. */
export const WAITING_NOTICE_EVERY_SECONDS = 60 * 60;

type SubscribeFailure = Failure<'VALIDATION_ERROR' | 'FORBIDDEN' | 'CONSENT_REQUIRED'>;

/** Who may turn notifications on: pupils with a parent's consent (or not needing one) and staff; parents have none. */
function pushRefusal(user: Pick<UserRow, 'role' | 'consent_state'>): SubscribeFailure | undefined {
  if (user.role === 'parent') return fail('FORBIDDEN', { message: PUSH_MSG.notForParents });
  if (user.role === 'pupil' && !consentAllowsSharing(user.consent_state)) return fail('CONSENT_REQUIRED', { message: PUSH_MSG.consentRequired });
  return undefined;
}

export async function subscribe(db: DB, user: UserRow, body: PushSubscriptionBody, now: number): Promise<{ ok: true } | SubscribeFailure> {
  const problem = subscriptionProblem(body);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  const refused = pushRefusal(user);
  if (refused) return refused;
  await pushSubscriptionsRepository(db).save({ userId: user.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, now });
  return { ok: true };
}

/** Turns this browser's notifications off for the user; someone else's subscription is never touched (and not told apart). */
/** Turns notifications off on one device; an address no browser gives (a NUL, not https) is refused before the database sees it. */
export async function unsubscribe(db: DB, user: UserRow, endpoint: string): Promise<{ ok: true } | Failure<'VALIDATION_ERROR'>> {
  const problem = endpointProblem(endpoint);
  if (problem) return fail('VALIDATION_ERROR', { message: problem });
  await pushSubscriptionsRepository(db).removeOwn(user.id, endpoint);
  return { ok: true };
}

/**
 * Sends one notice to every device the user turned notifications on: never to a deleted account, a
 * parent, or a pupil whose parent has not agreed (or withdrew). A subscription the push service
 * calls gone (404, 410) is removed; any other failure is logged and the subscription stays.
 */
export async function notifyUser(db: DB, sender: PushSender, log: PushLog, userId: number, payload: PushPayload): Promise<number> {
  const user = await usersRepository(db).findById(userId);
  if (!user || user.deleted_at !== null || pushRefusal(user)) return 0;
  const subscriptions = pushSubscriptionsRepository(db);
  let sent = 0;
  for (const row of await subscriptions.ofUser(userId)) {
    const outcome = await sender.send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload);
    if (outcome.kind === 'sent') sent += 1;
    else if (outcome.kind === 'gone') await subscriptions.removeById(row.id);
    else log.warn({ err: outcome.error, status: outcome.status, subscription: row.id }, 'Уведомление не доставлено: служба уведомлений браузера не приняла его');
  }
  return sent;
}

/** «Проект принят» or «Вернули на доработку» to the pupil whose work was decided. */
export async function noticeOfDecision(
  db: DB,
  sender: PushSender,
  log: PushLog,
  decision: { submissionId: number; pupilId: number; projectId: number; approved: boolean; diamonds: number },
): Promise<number> {
  const title = projectTitle(decision.projectId);
  const payload: PushPayload = decision.approved
    ? { title: PUSH_MSG.approvedTitle, body: decision.diamonds > 0 ? `${title}: +${countOf(decision.diamonds, DIAMONDS)}` : title, url: PATHS.myWork, tag: `work-${decision.submissionId}` }
    : { title: PUSH_MSG.returnedTitle, body: `${title}: посмотри, что исправить`, url: PATHS.myWork, tag: `work-${decision.submissionId}` };
  return notifyUser(db, sender, log, decision.pupilId, payload);
}

/** «Учитель ответил» to the pupil, when staff wrote in the thread of the pupil's work. */
export async function noticeOfAnswer(db: DB, sender: PushSender, log: PushLog, writer: Pick<UserRow, 'id' | 'role'>, submissionId: number): Promise<number> {
  if (!isStaff(writer.role)) return 0;
  const work = await submissionsRepository(db).findById(submissionId);
  if (!work || work.user_id === writer.id) return 0;
  return notifyUser(db, sender, log, work.user_id, {
    title: PUSH_MSG.answeredTitle,
    body: projectTitle(work.project_id),
    url: PATHS.myWork,
    tag: `thread-${submissionId}`,
  });
}

/**
 * «N работ ждут» to the teacher of the class of a pupil who just sent work, at most once an hour per
 * teacher (claimed in the database, so several processes send one).
 */
export async function noticeOfWaitingWork(db: DB, sender: PushSender, log: PushLog, pupilId: number, now: number): Promise<number> {
  const pupil = await usersRepository(db).findById(pupilId);
  if (!pupil || pupil.class_id === null) return 0;
  const room = await classesRepository(db).findById(pupil.class_id);
  if (!room) return 0;
  const subscriptions = pushSubscriptionsRepository(db);
  if ((await subscriptions.ofUser(room.teacher_id)).length === 0) return 0;
  const waiting = await pendingWorksOfTeacher(db, room.teacher_id);
  if (waiting === 0) return 0;
  if (!(await subscriptions.claimWaitingNotice(room.teacher_id, now, WAITING_NOTICE_EVERY_SECONDS))) return 0;
  return notifyUser(db, sender, log, room.teacher_id, { title: waitingTitle(waiting), body: 'Проверка работ', url: PATHS.review, tag: 'waiting' });
}
