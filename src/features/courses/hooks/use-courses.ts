import type { Course } from '../../../../domain/lessons';
import { queryKeys, useQuery } from '../../../lib/query';
import { getCourses } from '../api/courses-api';

/** The courses with prices and what the pupil bought and passed; offline, the worker's saved copy. */
export function useCourses() {
  return useQuery({ queryKey: queryKeys.courses, queryFn: ({ signal }) => getCourses(signal).then((reply) => reply.data) });
}

export function useCourse(courseId: number): { course: Course | undefined; isError: boolean; isPending: boolean } {
  const { data, isError, isPending } = useCourses();
  return { course: data?.find((course) => course.id === courseId), isError, isPending };
}
