import type { AttendanceDay, AttendanceResult, SolderingPermit } from '../../../../domain/club';
import type { Course, CoursesReply, LessonsReport } from '../../../../domain/lessons';
import { api, call } from '../../../lib/api-client';

// The club's calls a teacher makes about a class and a pupil (domain/club.ts, domain/lessons.ts).

export function getPermit(userId: number, signal?: AbortSignal): Promise<SolderingPermit> {
  return call(async () => (await api.get(`review/pupils/${userId}/soldering-permit`, { signal }).json<{ data: SolderingPermit }>()).data);
}

export function setPermit(userId: number, granted: boolean): Promise<SolderingPermit> {
  return call(async () => (await api.put(`review/pupils/${userId}/soldering-permit`, { json: { granted } }).json<{ data: SolderingPermit }>()).data);
}

export function getAttendance(classId: number, date: string, signal?: AbortSignal): Promise<AttendanceDay> {
  return call(async () => (await api.get(`classes/${classId}/attendance`, { searchParams: { date }, signal }).json<{ data: AttendanceDay }>()).data);
}

export function markAttendance(classId: number, date: string, present: number[]): Promise<AttendanceResult> {
  return call(async () => (await api.post(`classes/${classId}/attendance`, { json: { date, present } }).json<{ data: AttendanceResult }>()).data);
}

export function getLessonsReport(classId: number, signal?: AbortSignal): Promise<LessonsReport> {
  return call(async () => (await api.get(`classes/${classId}/lessons-report`, { signal }).json<{ data: LessonsReport }>()).data);
}

/** The catalogue of courses (titles and order of the lessons: the report's columns). */
export function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return call(async () => (await api.get('courses', { signal }).json<CoursesReply>()).data);
}
