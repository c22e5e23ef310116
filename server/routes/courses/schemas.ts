import { Type } from '@sinclair/typebox';
import { ANSWER_ITEMS_MAX, ANSWER_TEXT_MAX, ANSWERS_MAX } from '../../../domain/lessons';
import { NullableString } from '../../schemas/common';

// The lessons' calls, checked against domain/lessons.ts at compile time (server/schemas/contract.ts).

/** Catalogue ids are small: a longer one is 400, not a lookup. */
const CatalogId = Type.String({ pattern: '^[1-9][0-9]{0,5}$' });
export const LessonParams = Type.Object({ courseId: CatalogId, lessonId: CatalogId });

export const CourseLesson = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
  price: Type.Integer(),
  reward: Type.Integer(),
  bought: Type.Boolean(),
  passed: Type.Boolean(),
  practicesPassed: Type.Optional(Type.Array(Type.String())),
});
export const Course = Type.Object({ id: Type.Integer(), title: Type.String(), locked: Type.Boolean(), lessons: Type.Array(CourseLesson) });
export const CoursesReply = Type.Object({ data: Type.Array(Course) });

// Shape and size only: whether an answer fits its question is the service's rule (its Russian message).
export const CheckAnswer = Type.Union([
  Type.Number(),
  Type.Array(Type.Integer({ minimum: -1000, maximum: 1000 }), { maxItems: ANSWER_ITEMS_MAX }),
  Type.String({ maxLength: ANSWER_TEXT_MAX }),
  Type.Null(),
]);
export const CheckBody = Type.Object({ answers: Type.Array(CheckAnswer, { maxItems: ANSWERS_MAX }) });

export const QuestionResult = Type.Object({ ok: Type.Boolean(), explanation: Type.String() });
export const BadgeRef = Type.Object({ id: Type.String(), title: Type.String() });
export const CheckResult = Type.Object({
  correct: Type.Integer(),
  total: Type.Integer(),
  passed: Type.Boolean(),
  reward: Type.Integer(),
  results: Type.Array(QuestionResult),
  badges: Type.Array(BadgeRef),
});
export const CheckReply = Type.Object({ data: CheckResult });

export const EarnedBadge = Type.Object({ id: Type.String(), title: Type.String(), description: Type.String(), earnedAt: Type.Integer() });
export const BadgesReply = Type.Object({ data: Type.Array(EarnedBadge) });
export const BadgeCatalogReply = Type.Object({ data: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), description: Type.String() })) });

export const LessonsReportPupil = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: NullableString(),
  passed: Type.Array(Type.Integer()),
  solderingPermit: Type.Boolean(),
});
export const HardQuestion = Type.Object({
  lessonId: Type.Integer(),
  lessonTitle: Type.String(),
  questionId: Type.String(),
  prompt: Type.String(),
  attempts: Type.Integer(),
  wrong: Type.Integer(),
});
export const LessonsReport = Type.Object({ pupils: Type.Array(LessonsReportPupil), hardest: Type.Array(HardQuestion) });
export const LessonsReportReply = Type.Object({ data: LessonsReport });
