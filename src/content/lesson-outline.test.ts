import { describe, expect, it } from 'vitest';
import { lessons } from './lessons';
import { LESSONS_FOR_PROJECTS, lessonsPreparing } from './lesson-outline';

// The guide page's list of preparing lessons, kept apart from the lessons' texts, says what they say.

describe('the lessons that prepare for a project', () => {
  it('are every lesson that prepares one, with its title, summary and projects, in catalogue order', () => {
    const expected = lessons
      .filter((lesson) => lesson.prepares.length > 0)
      .map(({ id, title, summary, prepares }) => ({ id, title, summary, prepares: [...prepares] }));
    expect(LESSONS_FOR_PROJECTS.map((lesson) => ({ ...lesson, prepares: [...lesson.prepares] }))).toEqual(expected);
  });

  it('are found by project', () => {
    for (let project = 1; project <= 15; project += 1) {
      expect(lessonsPreparing(project).map((lesson) => lesson.id)).toEqual(lessons.filter((lesson) => lesson.prepares.includes(project)).map((lesson) => lesson.id));
    }
    expect(lessonsPreparing(99)).toEqual([]);
  });
});
