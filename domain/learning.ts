import type { TaskReview } from './club';
import type { TextRule } from './text';

// The learning calls (docs/product.md §7): lectures and tasks bought with diamonds, a keyboard
// trainer («минеклава») and web tasks handed in as text. The contract shows no screens for them;
// what each call does is in docs/decisions/0082-learning-calls.md.

export const LEARNING_MESSAGES = {
  lectureBought: 'Лекция куплена',
  taskBought: 'Задача куплена',
  solutionSaved: 'Решение сохранено',
  lectureLocked: 'Сначала купи предыдущую лекцию этого курса',
  taskLocked: 'Сначала купи лекцию, к которой относится задача',
  solutionRequired: 'Напиши решение',
} as const;

/**
 * Diamonds a pupil gets for one in-person meeting of the club: this many per level, at least one
 * level's worth (20 × max(1, level)), once per pupil per day (docs/decisions/0207-the-economy-of-a-school-year.md).
 */
export const ATTENDANCE_DIAMONDS_PER_LEVEL = 20;

/** The longest web-task solution and keyboard-trainer text a pupil can send. */
export const SOLUTION_MAX = 5000;
export const TRAINER_TEXT_MAX = 2000;
export const DEVICE_MAX = 100;

/** A task's solution: the shared text rules (domain/text.ts), lines allowed; the form and the server check it alike. */
export const SOLUTION_RULE: TextRule = { label: 'Решение', required: LEARNING_MESSAGES.solutionRequired, max: SOLUTION_MAX, multiline: true };

export interface Lecture {
  id: number;
  courseId: number;
  /** Its place in the course, from 1: lectures are bought in this order. */
  number: number;
  title: string;
  price: number;
  bought: boolean;
}

export interface Task {
  id: number;
  lectureId: number;
  title: string;
  /** The task itself: empty until the task is bought. */
  text: string;
  price: number;
  /** Diamonds (never rating) when a teacher accepts a solution handed in with doneTaskWeb, once per task. */
  reward: number;
  bought: boolean;
  /** A solution was handed in (in any state). */
  done: boolean;
  /** The teacher's reading of the latest solution handed in for review, or null before any. */
  review: TaskReview | null;
}

export interface TrainerResult {
  /** Characters typed as the text has them, in percent. */
  accuracy: number;
  correct: number;
  total: number;
}

export interface TrainerTask {
  id: number;
  title: string;
  text: string;
  best: TrainerResult | null;
}

/** GET learning/whatLectureNow: the lecture the pupil is on (the last bought), or the first to buy. */
export interface WhatLectureNowReply {
  whatLectureNow: Lecture;
}
export interface TaskReply {
  task: Task;
}
export interface BuyLecturesReply {
  buyLectures: Lecture[];
}
export interface TrainerListReply {
  list: TrainerTask[];
}
export interface TrainerTaskReply {
  task: TrainerTask;
}
export interface TrainerAttemptBody {
  idTask: number;
  dataTask: string;
  device: string;
}
export interface TrainerAttemptReply {
  /** `best`: better than the pupil's earlier attempts at this task. */
  result: { accuracy: number; correct: number; total: number; best: boolean };
}
export interface WebTaskReply {
  /** `rewarded` is 0: diamonds come when the teacher accepts (`review`). */
  result: { saved: true; rewarded: number; review: TaskReview | null };
}
