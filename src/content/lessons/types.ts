import type { Picture } from '../types';

// A lesson is content like a guide: typed data, no React, read by the page (also offline) and by
// the server. What a question expects as its answer is NOT here: the keys live on the server
// (server/content/lesson-keys/), so a pupil cannot read them from the app's code.

/** One piece of a lesson's text, in reading order. */
export type LessonBlock =
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'picture'; picture: Picture; caption?: string }
  /** «Запомни»: the one sentence to remember. */
  | { kind: 'remember'; text: string }
  /** «Осторожно!»: a safety rule. */
  | { kind: 'warning'; text: string }
  /**
   * «Для взрослого»: numbered steps the club leader does, not the child (writing a program into a
   * real chip); `text` says what they are for, a step's `command` is shown as code to type.
   */
  | { kind: 'adult'; text: string; steps: readonly { text: string; command?: string }[] };

interface QuestionBase {
  /** Unique within the lesson, stable across releases (answers and statistics refer to it): 'q1', 'q2'… */
  id: string;
  prompt: string;
  picture?: Picture;
}

/** Pick one option. Answer: the option's index (0-based). */
export interface ChoiceQuestion extends QuestionBase {
  kind: 'choice';
  options: readonly string[];
}

/** A number with a unit («Сколько миллиампер?»). Answer: the number the pupil typed. */
export interface NumberQuestion extends QuestionBase {
  kind: 'number';
  /** Shown after the input: 'мА', 'Ом', 'В', 'с'. */
  unit: string;
}

/**
 * Put steps in order. `items` are listed here in the order the page first shows them (not the
 * right order). Answer: the items' indices in the order the pupil put them.
 */
export interface OrderQuestion extends QuestionBase {
  kind: 'order';
  items: readonly string[];
}

/** Tap a part on a picture. Answer: the id of the area tapped. */
export interface TapQuestion extends QuestionBase {
  kind: 'tap';
  picture: Picture;
  /** Rectangles in the picture's own coordinates (its viewBox), each a part a pupil may tap. */
  areas: readonly { id: string; label: string; x: number; y: number; width: number; height: number }[];
}

export type LessonQuestion = ChoiceQuestion | NumberQuestion | OrderQuestion | TapQuestion;

/** What a pupil answers to one question, by its kind. */
export type LessonAnswer = number | readonly number[] | string;

/**
 * A task built in the lab (`/main/lab?lesson=<id>&practice=<id>`), starting from a ready circuit;
 * what counts as right is the server's (server/content/lab-practice-keys.ts).
 */
export interface LabPractice {
  /** Unique within the lesson, stable across releases (passes refer to it): 'p1', 'p2'… */
  id: string;
  /** What to build, for the child: «Собери цепь, где ток светодиода от 10 до 20 мА». */
  task: string;
  /** The ready circuit it starts from (src/content/lab/presets.ts). */
  presetId: string;
}

export interface Lesson {
  /** The catalogue's lesson id (server/services/learning-catalog.ts), unique across courses. */
  id: number;
  courseId: number;
  title: string;
  /** One sentence for the course page: what the pupil will understand. */
  summary: string;
  /** Project guides (1–15) this lesson prepares for: the guide links back to it. */
  prepares: readonly number[];
  blocks: readonly LessonBlock[];
  /** 4–8 questions, checked by the server. */
  questions: readonly LessonQuestion[];
  /** Tasks in the lab, checked by the server's engine. */
  practice?: readonly LabPractice[];
  /**
   * The programming task this lesson sets (src/content/mcu/tasks.ts): the page links to the block
   * editor at mcuTaskPath(id).
   */
  mcuTaskId?: number;
}
