import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROJECT_COUNT } from '../../domain/ids';
import type { DB } from '../db/database';
import { familiesRepository } from '../db/repositories/families';
import { submissionsRepository } from '../db/repositories/submissions';
import type { UserRow } from '../db/schema';
import { projectTitle } from './approval';
import { button, escapeHtml, letterPage } from './consent-letter';
import type { Letter, Mailer } from './mailer';
import { deliverLetter, queueLetter, type DeliveryRun } from './outbox';
import { inWriteTransaction } from '../db/transaction';
import { assignmentState, dayText, schoolDay, type AssignmentState } from '../../domain/class-life';
import { classAnnouncementsRepository } from '../db/repositories/class-announcements';
import { classAssignmentsRepository } from '../db/repositories/class-assignments';
import { assignmentTitle } from './class-life';

// The weekly letter to parents (docs/decisions/0173-the-weekly-letter.md): what each
// child built, what was accepted or returned (with the teacher's words), the next project, a
// link to the parent's page and a one-click unsubscribe. Exactly once per parent per ISO week,
// whatever the processes: the (parent, week) row is claimed by a unique insert as the letter is queued.

const WEEK = 7 * 24 * 60 * 60;
/** Weeks turn on Monday 09:00 Moscow time (UTC+3): the first run after that sends the week's letters. */
const WEEK_TURNS_AFTER_MONDAY_UTC = 6 * 60 * 60;

/** '2026-W48': the ISO week of the letter that `now` (Unix seconds) belongs to. */
export function digestWeek(now: number): string {
  const date = new Date((now - WEEK_TURNS_AFTER_MONDAY_UTC) * 1000);
  const day = (date.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day + 3));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const signature = (secret: string, parentId: number) => createHmac('sha256', secret).update(`digest-unsubscribe:${parentId}`).digest('base64url');

/** The unsubscribe link's token: the parent's id, signed; it needs no sign-in and no stored row. */
export const unsubscribeToken = (secret: string, parentId: number) => `${parentId}.${signature(secret, parentId)}`;

function unsubscribeParentId(secret: string, token: string): number | undefined {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

/** The letter's one-click unsubscribe: false when the link is not one of ours. */
export async function unsubscribe(db: DB, secret: string, token: string): Promise<boolean> {
  const parentId = unsubscribeParentId(secret, token);
  if (parentId === undefined) return false;
  await familiesRepository(db).setDigest(parentId, false);
  return true;
}

/** One child's week: each project it touched in one list, by the outcome of its latest work. */
interface ChildWeek {
  id: number;
  firstName: string;
  /** Waiting for the teacher. */
  sent: string[];
  approved: string[];
  returned: { title: string; comment: string }[];
  next: string | null;
  /** The class's assignments due from a week ago to two weeks ahead, with the child's state (0281). */
  due: { title: string; due: string; state: AssignmentState }[];
  /** The class's announcements of the week (0282). */
  announcements: string[];
}

/** What the child's class asks for around this week, and what its teacher announced in it. */
async function classWeek(db: DB, child: Pick<UserRow, 'id' | 'class_id'>, since: number, now: number): Promise<Pick<ChildWeek, 'due' | 'announcements'>> {
  if (child.class_id === null) return { due: [], announcements: [] };
  const today = schoolDay(now);
  const rows = await classAssignmentsRepository(db).dueBetween([child.class_id], schoolDay(now - WEEK), schoolDay(now + 2 * WEEK));
  const works = await classAssignmentsRepository(db).firstWorks([child.id], rows.flatMap((row) => (row.project_id === null ? [] : [row.project_id])));
  const passes = await classAssignmentsRepository(db).firstPasses([child.id], rows.flatMap((row) => (row.lesson_id === null ? [] : [row.lesson_id])));
  const due = rows
    .map((row) => {
      const handedInAt = (row.project_id !== null ? works.get(`${child.id}:${row.project_id}`) : passes.get(`${child.id}:${row.lesson_id}`)) ?? null;
      return { title: assignmentTitle(row), due: row.due, state: assignmentState(row.due, handedInAt, now) };
    })
    // Past days only when something went wrong or right then; what is ahead always.
    .filter((item) => item.due >= today || item.state !== 'open');
  const announcements = (await classAnnouncementsRepository(db).since([child.class_id], since)).map((row) => row.text);
  return { due, announcements };
}

const DUE_WORDS: Record<AssignmentState, (day: string) => string> = {
  open: (day) => `сдать к ${day}`,
  done: () => 'сдано вовремя',
  late: () => 'сдано с опозданием',
  missing: (day) => `не сдано, срок был ${day}`,
};

const dueLine = (item: ChildWeek['due'][number]) => `${item.title} — ${DUE_WORDS[item.state](dayText(item.due))}`;

async function childWeek(db: DB, child: UserRow, since: number, now: number): Promise<ChildWeek> {
  const rows = await submissionsRepository(db).historyOf(child.id);
  const approvedEver = new Set(rows.filter((row) => row.status === 'approved').map((row) => row.project_id));
  const firstOpen = Array.from({ length: PROJECT_COUNT }, (_, i) => i + 1).find((id) => !approvedEver.has(id));
  const reviewedThisWeek = (row: (typeof rows)[number]) => row.reviewed_at !== null && Number(row.reviewed_at) >= since;
  // Each project the week touched (a work sent or decided), once, by its latest work: sent
  // again after a return and accepted is «принял», not all three.
  const touched = new Set(rows.filter((row) => Number(row.created_at) >= since || reviewedThisWeek(row)).map((row) => row.project_id));
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (touched.has(row.project_id)) latest.set(row.project_id, row);
  const outcomes = [...latest.values()];
  return {
    id: child.id,
    firstName: child.first_name,
    sent: outcomes.filter((row) => row.status === 'pending').map((row) => projectTitle(row.project_id)),
    approved: outcomes.filter((row) => row.status === 'approved').map((row) => projectTitle(row.project_id)),
    returned: outcomes.filter((row) => row.status === 'returned').map((row) => ({ title: projectTitle(row.project_id), comment: row.review_comment })),
    next: firstOpen === undefined ? null : projectTitle(firstOpen),
    ...(await classWeek(db, child, since, now)),
  };
}

const quiet = (week: ChildWeek) => week.sent.length + week.approved.length + week.returned.length === 0;

function childLines(week: ChildWeek, link: string): string[] {
  const lines = [`${week.firstName}:`];
  if (week.sent.length > 0) lines.push(`— отправлено на проверку: ${week.sent.join(', ')}`);
  if (quiet(week)) lines.push('— на этой неделе новых работ не было');
  if (week.approved.length > 0) lines.push(`— учитель принял: ${week.approved.join(', ')}`);
  for (const item of week.returned) lines.push(`— учитель вернул на доработку: ${item.title}${item.comment ? ` («${item.comment}»)` : ''}`);
  lines.push(week.next ? `— следующий проект: ${week.next}` : '— все проекты курса приняты!');
  for (const item of week.due) lines.push(`— задание класса: ${dueLine(item)}`);
  for (const text of week.announcements) lines.push(`— объявление учителя: «${text}»`);
  lines.push(`Страница ребёнка: ${link}`);
  return lines;
}

function childHtml(week: ChildWeek, link: string): string {
  const items = [
    ...(week.sent.length > 0 ? [`Отправлено на проверку: <b>${escapeHtml(week.sent.join(', '))}</b>`] : []),
    ...(quiet(week) ? ['На этой неделе новых работ не было'] : []),
    ...(week.approved.length > 0 ? [`Учитель принял: <b>${escapeHtml(week.approved.join(', '))}</b>`] : []),
    ...week.returned.map((item) => `Учитель вернул на доработку: <b>${escapeHtml(item.title)}</b>${item.comment ? ` — «${escapeHtml(item.comment)}»` : ''}`),
    week.next ? `Следующий проект: <b>${escapeHtml(week.next)}</b>` : 'Все проекты курса приняты!',
    ...week.due.map((item) => `Задание класса: <b>${escapeHtml(item.title)}</b> — ${escapeHtml(DUE_WORDS[item.state](dayText(item.due)))}`),
    ...week.announcements.map((text) => `Объявление учителя: «${escapeHtml(text)}»`),
  ];
  return `<h2 style="margin:0 0 8px;font-size:18px">${escapeHtml(week.firstName)}</h2>
<ul style="margin:0 0 8px;padding-left:20px">${items.map((item) => `<li style="margin:4px 0">${item}</li>`).join('')}</ul>
${button(link, `Открыть страницу: ${week.firstName}`)}`;
}

export function digestLetter(parent: Pick<UserRow, 'email'>, weeks: ChildWeek[], publicUrl: string, unsubscribeUrl: string): Letter {
  const childLink = (id: number) => `${publicUrl}/family/children/${id}`;
  const text = [
    'Здравствуйте!',
    '',
    'Вот что было в Школе робототехники за неделю.',
    '',
    ...weeks.flatMap((week) => [...childLines(week, childLink(week.id)), '']),
    `Не хотите получать это письмо? Отписаться: ${unsubscribeUrl}`,
    '',
    'Школа робототехники',
  ].join('\n');
  const html = letterPage(
    'Неделя в Школе робототехники',
    `<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3">Неделя в Школе робототехники</h1>
${weeks.map((week) => childHtml(week, childLink(week.id))).join('\n')}
<p style="margin:16px 0 0;font-size:13px;color:#7a8294">Не хотите получать это письмо? <a href="${escapeHtml(unsubscribeUrl)}" style="color:#7a8294">Отписаться</a></p>`,
  );
  return {
    to: parent.email,
    subject: weeks.length === 1 ? `${weeks[0]!.firstName}: неделя в Школе робототехники` : 'Неделя в Школе робототехники',
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export interface DigestContext {
  mailer: Mailer;
  publicUrl: string;
  secret: string;
}

/** What a run of the weekly letters did: letters queued, and what became of them at once. */
export interface DigestRun extends DeliveryRun {
  queued: number;
}

/**
 * This week's letters to every parent who has not had one: each parent's week is claimed by a
 * unique row in the same transaction that puts the letter in the outbox, so two processes or the
 * command never make a parent two (docs/decisions/0200-letters-wait-in-an-outbox.md). Each letter
 * is then tried at once; one that does not go waits in the outbox and is retried like any letter.
 */
export async function runWeeklyDigests(db: DB, context: DigestContext, now: number): Promise<DigestRun> {
  const week = digestWeek(now);
  const run: DigestRun = { queued: 0, sent: 0, waiting: 0, failed: 0 };
  for (const parent of await familiesRepository(db).digestParents(week)) {
    const letterId = await inWriteTransaction(db, async (trx) => {
      const families = familiesRepository(trx);
      if (!(await families.claimWeek(parent.id, week, now))) return undefined;
      const children = (await families.childrenOf(parent.id)).filter((child) => child.consent_state === 'given');
      if (children.length === 0) return undefined;
      const weeks = await Promise.all(children.map((child) => childWeek(trx, child, now - WEEK, now)));
      const unsubscribeUrl = `${context.publicUrl}/api/v1/family/unsubscribe?token=${unsubscribeToken(context.secret, parent.id)}`;
      return queueLetter(trx, 'digest', digestLetter(parent, weeks, context.publicUrl, unsubscribeUrl), { userId: parent.id, now });
    });
    if (letterId === undefined) continue;
    run.queued += 1;
    const result = await deliverLetter(db, context.mailer, letterId, now);
    if (result !== 'elsewhere') run[result] += 1;
  }
  return run;
}

/** This week's letters (runWeeklyDigests); returns how many went out at once. */
export async function sendWeeklyDigests(db: DB, context: DigestContext, now: number): Promise<number> {
  return (await runWeeklyDigests(db, context, now)).sent;
}
