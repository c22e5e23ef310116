import { countOf, DAYS, plural } from './plural';
import { checkText } from './text';

// A class's assignments and announcements, shared by the pages and the server
// (docs/decisions/0281-assignments-and-what-late-and-missing-mean.md,
// docs/decisions/0282-announcements-to-a-class.md).

/** The school's days turn at midnight Moscow time (UTC+3), as the weekly letter's week does. */
export const SCHOOL_UTC_OFFSET_SECONDS = 3 * 60 * 60;
const DAY = 86_400;
/** How far ahead a due date or an announcement's day may be. */
export const CLASS_LIFE_DAYS_AHEAD = 366;
export const ANNOUNCEMENT_MAX = 300;
/** An announcement without a day shows on the pupils' home this long after it was written. */
export const ANNOUNCEMENT_SHOWN_DAYS = 14;
/** How many announcements the class's list answers (newest first). */
export const ANNOUNCEMENTS_LISTED = 20;
/** How many the pupil's home shows at most. */
export const ANNOUNCEMENTS_ON_HOME = 3;

export const CLASS_LIFE_MSG = {
  dueBad: 'Срок — настоящая дата в виде ГГГГ-ММ-ДД, например 2026-12-12',
  duePast: 'Этот день уже прошёл: выберите сегодня или позже',
  dueFar: 'Срок — не дальше чем через год',
  oneThing: 'Выберите что-то одно: проект или урок',
  projectUnknown: 'Такого проекта нет: у проектов номера от 1 до 15',
  lessonUnknown: 'Такого урока нет',
  assignmentNotFound: 'Такого задания нет',
  assignmentSet: 'Задание сохранено',
  assignmentDeleted: 'Задание удалено',
  announcementLabel: 'Объявление',
  announcementRequired: 'Напишите текст объявления',
  announcementDayBad: 'День объявления — настоящая дата в виде ГГГГ-ММ-ДД, не раньше сегодняшнего',
  announcementNotFound: 'Такого объявления нет',
  announcementSent: 'Объявление отправлено классу',
  announcementDeleted: 'Объявление удалено',
} as const;

export type AssignmentState = 'open' | 'done' | 'late' | 'missing';

/** One pupil's state in an assignment: handed in on time, late, missing, or not due yet. */
export interface AssignmentPupil {
  userId: number;
  firstName: string;
  lastName: string | null;
  state: AssignmentState;
  /** Unix seconds the work was sent (a project) or the lesson passed, or null. */
  handedInAt: number | null;
}

/** GET /api/v1/classes/{id}/assignments → `{data: Assignment[]}`, soonest due first. */
export interface Assignment {
  id: number;
  classId: number;
  projectId: number | null;
  lessonId: number | null;
  /** «Проект №4 «Робот-жук»» or «Урок «Закон Ома»». */
  title: string;
  /** 'YYYY-MM-DD', the whole day included. */
  due: string;
  createdAt: number;
  /** A pupil: their own state; staff: null (see `pupils`). */
  mine: AssignmentState | null;
  /** Staff: every pupil of the class; a pupil: empty. */
  pupils: AssignmentPupil[];
}

/** POST /api/v1/classes/{id}/assignments: exactly one of projectId and lessonId. */
export interface AssignmentBody {
  projectId?: number;
  lessonId?: number;
  due: string;
}

/** GET /api/v1/classes/{id}/announcements → `{data: Announcement[]}`, newest first. */
export interface Announcement {
  id: number;
  classId: number;
  text: string;
  /** 'YYYY-MM-DD' the announcement is about, or null. */
  day: string | null;
  author: { id: number; name: string };
  createdAt: number;
}

/** POST /api/v1/classes/{id}/announcements. */
export interface AnnouncementBody {
  text: string;
  day?: string | null;
}

/** 'YYYY-MM-DD' of a moment in the school's time (Moscow). */
export const schoolDay = (unixSeconds: number): string => new Date((unixSeconds + SCHOOL_UTC_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);

/** Unix seconds when a due day is over: the midnight after it, Moscow time. */
export const dueDayEnds = (due: string): number => Date.parse(`${due}T00:00:00Z`) / 1000 + DAY - SCHOOL_UTC_OFFSET_SECONDS;

/** Whole days from `from` to `to`, both 'YYYY-MM-DD'. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (DAY * 1000));

/** A real 'YYYY-MM-DD' date. */
export function isRealDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A due date: real, today (in the school's time) or later, within a year. */
export function dueProblem(due: unknown, nowSeconds: number): string | undefined {
  if (!isRealDay(due)) return CLASS_LIFE_MSG.dueBad;
  const ahead = daysBetween(schoolDay(nowSeconds), due);
  if (ahead < 0) return CLASS_LIFE_MSG.duePast;
  if (ahead > CLASS_LIFE_DAYS_AHEAD) return CLASS_LIFE_MSG.dueFar;
  return undefined;
}

/** An announcement's text: trimmed, not empty, at most ANNOUNCEMENT_MAX, lines allowed. */
export function announcementProblem(text: string): string | undefined {
  return checkText(text, { label: CLASS_LIFE_MSG.announcementLabel, required: CLASS_LIFE_MSG.announcementRequired, max: ANNOUNCEMENT_MAX, multiline: true });
}

/** An announcement's optional day: absent, or a real day from today within a year. */
export function announcementDayProblem(day: unknown, nowSeconds: number): string | undefined {
  if (day === undefined || day === null || day === '') return undefined;
  if (!isRealDay(day)) return CLASS_LIFE_MSG.announcementDayBad;
  const ahead = daysBetween(schoolDay(nowSeconds), day);
  return ahead < 0 || ahead > CLASS_LIFE_DAYS_AHEAD ? CLASS_LIFE_MSG.announcementDayBad : undefined;
}

/**
 * A pupil's state in an assignment (0281): handed in by the end of the due day (Moscow) is done,
 * after it late; nothing handed in once the day is over is missing; otherwise open.
 */
export function assignmentState(due: string, handedInAt: number | null, nowSeconds: number): AssignmentState {
  const ends = dueDayEnds(due);
  if (handedInAt !== null) return handedInAt < ends ? 'done' : 'late';
  return nowSeconds >= ends ? 'missing' : 'open';
}

const LEFT = { one: 'остался', few: 'осталось', many: 'осталось' };

/**
 * What the pupil reads beside an assignment (0281), counted from the device's own today:
 * «сдано», «сдано с опозданием», «осталось 3 дня», «остался 21 день», «сдать завтра»,
 * «сдать сегодня», «просрочено на 2 дня».
 */
export function dueText(due: string, today: string, state: AssignmentState | null): string {
  if (state === 'done') return 'сдано';
  if (state === 'late') return 'сдано с опозданием';
  const left = daysBetween(today, due);
  if (left < 0 || state === 'missing') return `просрочено на ${countOf(Math.max(1, -left), DAYS)}`;
  if (left === 0) return 'сдать сегодня';
  if (left === 1) return 'сдать завтра';
  return `${plural(left, LEFT)} ${countOf(left, DAYS)}`;
}

const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** «12 декабря» of a 'YYYY-MM-DD'. */
export function dayText(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]}`;
}
