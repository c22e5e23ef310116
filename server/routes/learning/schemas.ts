import { Type } from '@sinclair/typebox';
import { DEVICE_MAX, SOLUTION_MAX, TRAINER_TEXT_MAX } from '../../../domain/learning';
import { Text } from '../../schemas/common';

// The learning calls' schemas, checked against domain/learning.ts in server/schemas/contract.ts.

/** Catalogue ids (courses, lectures, tasks) are small: a longer one is 400, not a lookup. */
const Id = Type.String({ pattern: '^[1-9][0-9]{0,5}$' });
export const CatalogIdParams = Type.Object({ id: Id });
export const PairParams = Type.Object({ a: Id, b: Id });

export const Lecture = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
  price: Type.Integer(),
  bought: Type.Boolean(),
});

export const TaskReviewSchema = Type.Object({
  state: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('returned')]),
  comment: Type.Union([Type.String(), Type.Null()]),
  reviewedAt: Type.Union([Type.Integer(), Type.Null()]),
});

export const Task = Type.Object({
  id: Type.Integer(),
  lectureId: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  price: Type.Integer(),
  reward: Type.Integer(),
  bought: Type.Boolean(),
  done: Type.Boolean(),
  review: Type.Union([TaskReviewSchema, Type.Null()]),
});

export const TrainerResult = Type.Object({ accuracy: Type.Integer(), correct: Type.Integer(), total: Type.Integer() });
export const TrainerTask = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  best: Type.Union([TrainerResult, Type.Null()]),
});

export const WhatLectureNowReply = Type.Object({ whatLectureNow: Lecture });
export const TaskReply = Type.Object({ task: Task });
export const BuyLecturesReply = Type.Object({ buyLectures: Type.Array(Lecture) });
export const TrainerListReply = Type.Object({ list: Type.Array(TrainerTask) });
export const TrainerTaskReply = Type.Object({ task: TrainerTask });
export const TrainerAttemptBody = Type.Object({
  idTask: Type.Integer({ minimum: 1, maximum: 999_999 }),
  dataTask: Text(TRAINER_TEXT_MAX),
  device: Text(DEVICE_MAX),
});
export const TrainerAttemptReply = Type.Object({ result: Type.Composite([TrainerResult, Type.Object({ best: Type.Boolean() })]) });
export const WebTaskReply = Type.Object({ result: Type.Object({ saved: Type.Literal(true), rewarded: Type.Integer(), review: Type.Union([TaskReviewSchema, Type.Null()]) }) });

/** A web task's form: the task's id and the solution's text (multipart, text only). */
export const WEB_TASK_FIELD_MAX = SOLUTION_MAX * 4;
