// The answers the server checks a lesson's questions against (src/content/lessons/types.ts has the
// questions). Kept on the server only: the app never ships them, so a pupil cannot read them.
// `why` is what a pupil reads after a wrong answer: one or two sentences a 10-year-old understands,
// saying why the right answer is right (never just «Неверно»).

export type QuestionKey =
  | {
      id: string;
      kind: 'choice';
      /** Index of the right option. */
      correct: number;
      why: string;
      /** A more precise reason for a particular wrong option, by its index. */
      wrongWhy?: Readonly<Record<number, string>>;
    }
  | {
      id: string;
      kind: 'number';
      answer: number;
      /** Accepted when |typed − answer| ≤ tolerance (same unit as the question). */
      tolerance: number;
      why: string;
    }
  | {
      id: string;
      kind: 'order';
      /** The question's item indices in the right order. */
      order: readonly number[];
      why: string;
    }
  | {
      id: string;
      kind: 'tap';
      /** The id of the right area. */
      area: string;
      why: string;
      wrongWhy?: Readonly<Record<string, string>>;
    };

export interface LessonKey {
  lessonId: number;
  /** One key per question, in the lesson's order, with the same ids and kinds. */
  questions: readonly QuestionKey[];
}
