import type { MessageBody } from '../../../../domain/api';
import type { BadgeCatalogReply, BadgesReply, CoursesReply } from '../../../../domain/lessons';
import { api, call } from '../../../lib/api-client';

// The courses' calls (docs/product.md §7, Learning; types in domain/lessons.ts). A lesson's
// check goes through src/lib/lesson-answers.ts: offline its answers wait on the device.

export const getCourses = (signal?: AbortSignal) => call(() => api.get('courses', { signal }).json<CoursesReply>());

/** The contract's purchase: an empty form; the answer is `{message: 'Лекция куплена'}`. */
export const buyLesson = ({ courseId, lessonId }: { courseId: number; lessonId: number }) =>
  call(() => api.put(`users/learning/byLecture/${courseId}/${lessonId}`, { body: new URLSearchParams() }).json<MessageBody>());

export const getBadges = (signal?: AbortSignal) => call(() => api.get('users/badges', { signal }).json<BadgesReply>());

export const getBadgeCatalog = (signal?: AbortSignal) => call(() => api.get('users/badges/catalog', { signal }).json<BadgeCatalogReply>());
