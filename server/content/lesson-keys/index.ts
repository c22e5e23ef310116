import { lesson01Key } from './lesson-01';
import { lesson02Key } from './lesson-02';
import { lesson03Key } from './lesson-03';
import { lesson04Key } from './lesson-04';
import { lesson05Key } from './lesson-05';
import { lesson06Key } from './lesson-06';
import { lesson07Key } from './lesson-07';
import { lesson08Key } from './lesson-08';
import { lesson09Key } from './lesson-09';
import { lesson10Key } from './lesson-10';
import { lesson11Key } from './lesson-11';
import { lesson12Key } from './lesson-12';
import { lesson13Key } from './lesson-13';
import { lesson14Key } from './lesson-14';
import { lesson15Key } from './lesson-15';
import { lesson16Key } from './lesson-16';
import { lesson17Key } from './lesson-17';
import { lesson18Key } from './lesson-18';
import { lesson19Key } from './lesson-19';
import { lesson20Key } from './lesson-20';
import { lesson21Key } from './lesson-21';
import { lesson22Key } from './lesson-22';
import { lesson23Key } from './lesson-23';
import type { LessonKey } from './types';

export type { LessonKey, QuestionKey } from './types';

const KEYS: readonly LessonKey[] = [lesson01Key, lesson02Key, lesson03Key, lesson04Key, lesson05Key, lesson06Key, lesson07Key, lesson08Key, lesson09Key, lesson10Key, lesson11Key, lesson12Key, lesson13Key, lesson14Key, lesson15Key, lesson16Key, lesson17Key, lesson18Key, lesson19Key, lesson20Key, lesson21Key, lesson22Key, lesson23Key];

export const lessonKeyById = (lessonId: number): LessonKey | undefined => KEYS.find((key) => key.lessonId === lessonId);
