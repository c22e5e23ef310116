import { lesson01 } from './lesson-01';
import { lesson02 } from './lesson-02';
import { lesson03 } from './lesson-03';
import { lesson04 } from './lesson-04';
import { lesson05 } from './lesson-05';
import { lesson06 } from './lesson-06';
import { lesson07 } from './lesson-07';
import { lesson08 } from './lesson-08';
import { lesson09 } from './lesson-09';
import { lesson10 } from './lesson-10';
import { lesson11 } from './lesson-11';
import { lesson12 } from './lesson-12';
import { lesson13 } from './lesson-13';
import { lesson14 } from './lesson-14';
import { lesson15 } from './lesson-15';
import { lesson16 } from './lesson-16';
import { lesson17 } from './lesson-17';
import { lesson18 } from './lesson-18';
import { lesson19 } from './lesson-19';
import { lesson20 } from './lesson-20';
import { lesson21 } from './lesson-21';
import { lesson22 } from './lesson-22';
import { lesson23 } from './lesson-23';
import type { Lesson } from './types';

export type { Lesson, LessonAnswer, LessonBlock, LessonQuestion } from './types';

/** Every lesson of every course, in catalogue order (a course's lessons in the order they are taken). */
export const lessons: readonly Lesson[] = [lesson01, lesson13, lesson02, lesson07, lesson08, lesson09, lesson10, lesson03, lesson11, lesson12, lesson04, lesson14, lesson05, lesson06, lesson18, lesson19, lesson20, lesson21, lesson22, lesson23, lesson15, lesson16, lesson17];

export const lessonById = (id: number): Lesson | undefined => lessons.find((lesson) => lesson.id === id);
