import type {
  ClassInfo,
  ClassMatrix,
  ConsentWaiting,
  CreateClassBody,
  JoinClassBody,
  JoinReply,
  MovePupilBody,
  MyClass,
  PupilHistoryReply,
  SchoolAddress,
  UndoReply,
  UpdateClassBody,
} from '../../../../domain/classes';
import { api, call } from '../../../lib/api-client';

// The class calls (domain/classes.ts is their contract).

export function listClasses(signal?: AbortSignal): Promise<ClassInfo[]> {
  return call(async () => (await api.get('classes', { signal }).json<{ data: ClassInfo[] }>()).data);
}

/** Where pupils' devices reach the school: the QR code's address. */
export function getSchoolAddress(signal?: AbortSignal): Promise<SchoolAddress> {
  return call(async () => (await api.get('classes/address', { signal }).json<{ data: SchoolAddress }>()).data);
}

export function createClass(name: string): Promise<ClassInfo> {
  const json: CreateClassBody = { name };
  return call(async () => (await api.post('classes', { json }).json<{ data: ClassInfo }>()).data);
}

export function updateClass(id: number, json: UpdateClassBody): Promise<unknown> {
  return call(() => api.put(`classes/${id}`, { json }).json());
}

export function newCode(id: number): Promise<unknown> {
  return call(() => api.post(`classes/${id}/code`).json());
}

export function getMatrix(id: number, signal?: AbortSignal): Promise<ClassMatrix> {
  return call(async () => (await api.get(`classes/${id}/matrix`, { signal }).json<{ data: ClassMatrix }>()).data);
}

export function movePupil(classId: number, userId: number, to: number): Promise<unknown> {
  const json: MovePupilBody = { classId: to };
  return call(() => api.put(`classes/${classId}/pupils/${userId}`, { json }).json());
}

export function removePupil(classId: number, userId: number): Promise<unknown> {
  return call(() => api.delete(`classes/${classId}/pupils/${userId}`).json());
}

export function getPupilHistory(userId: number, signal?: AbortSignal): Promise<PupilHistoryReply> {
  return call(async () => (await api.get(`review/pupils/${userId}/history`, { signal }).json<{ data: PupilHistoryReply }>()).data);
}

export function getMyClass(signal?: AbortSignal): Promise<MyClass | null> {
  return call(async () => (await api.get('users/my-class', { signal }).json<{ data: MyClass | null }>()).data);
}

export function joinClass(json: JoinClassBody): Promise<JoinReply> {
  return call(async () => (await api.post('classes/join', { json }).json<{ data: JoinReply }>()).data);
}

export function undoDecision(submissionId: number): Promise<UndoReply> {
  return call(() => api.post(`review/submissions/${submissionId}/undo`).json<{ data: UndoReply }>()).then((reply) => reply.data);
}

/** Pupils of the teacher's classes waiting for a parent's consent, or whose parent withdrew it. */
export function getConsentsWaiting(signal?: AbortSignal): Promise<ConsentWaiting[]> {
  return call(async () => (await api.get('classes/consents-waiting', { signal }).json<{ data: ConsentWaiting[] }>()).data);
}
