import type { Announcement, AnnouncementBody, Assignment, AssignmentBody } from '../../../../domain/class-life';
import type { MyClass } from '../../../../domain/classes';
import type { Course, CoursesReply } from '../../../../domain/lessons';
import { api, call } from '../../../lib/api-client';

// A class's assignments and announcements (domain/class-life.ts is their contract).

export function getAssignments(classId: number, signal?: AbortSignal): Promise<Assignment[]> {
  return call(async () => (await api.get(`classes/${classId}/assignments`, { signal }).json<{ data: Assignment[] }>()).data);
}

export function setAssignment(classId: number, json: AssignmentBody): Promise<Assignment> {
  return call(async () => (await api.post(`classes/${classId}/assignments`, { json }).json<{ data: Assignment }>()).data);
}

export function deleteAssignment(classId: number, assignmentId: number): Promise<unknown> {
  return call(() => api.delete(`classes/${classId}/assignments/${assignmentId}`).json());
}

export function getAnnouncements(classId: number, signal?: AbortSignal): Promise<Announcement[]> {
  return call(async () => (await api.get(`classes/${classId}/announcements`, { signal }).json<{ data: Announcement[] }>()).data);
}

export function postAnnouncement(classId: number, json: AnnouncementBody): Promise<Announcement> {
  return call(async () => (await api.post(`classes/${classId}/announcements`, { json }).json<{ data: Announcement }>()).data);
}

export function deleteAnnouncement(classId: number, announcementId: number): Promise<unknown> {
  return call(() => api.delete(`classes/${classId}/announcements/${announcementId}`).json());
}

/** The pupil's own class (the same call and key as the class feature's: one answer in the cache). */
export function getMyClass(signal?: AbortSignal): Promise<MyClass | null> {
  return call(async () => (await api.get('users/my-class', { signal }).json<{ data: MyClass | null }>()).data);
}

/** The courses with their lessons: the lessons a teacher may set (the same call and key as the courses page's). */
export function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return call(async () => (await api.get('courses', { signal }).json<CoursesReply>()).data);
}
