import type { MessageBody } from '../../../../domain/api';
import type { ChildSummary, ChildView, ConsentBody, ConsentInvite, ConsentReply } from '../../../../domain/family';
import { api, call } from '../../../lib/api-client';

// The parent's calls (the list is in domain/family.ts).

/** GET /api/v1/family/consent/{token}: the letter's page, before anyone signs in. */
export const getConsentInvite = (token: string, signal?: AbortSignal): Promise<ConsentInvite> =>
  call(() => api.get(`family/consent/${encodeURIComponent(token)}`, { signal }).json<{ data: ConsentInvite }>()).then((body) => body.data);

/** POST /api/v1/family/consent: the parent agrees; the answer's token signs them in. */
export const giveConsent = (json: ConsentBody): Promise<ConsentReply> => call(() => api.post('family/consent', { json }).json<ConsentReply>());

export const getChildren = (signal?: AbortSignal): Promise<ChildSummary[]> =>
  call(() => api.get('family/children', { signal }).json<{ data: ChildSummary[] }>()).then((body) => body.data);

export const getChild = (id: number, signal?: AbortSignal): Promise<ChildView> =>
  call(() => api.get(`family/children/${id}`, { signal }).json<{ data: ChildView }>()).then((body) => body.data);

/** The family copy of the child's data (the same file as «Мои данные»). */
export const downloadChildData = (id: number): Promise<Blob> => call(() => api.get(`family/children/${id}/export`, { timeout: 60_000 }).blob());

export const withdrawConsent = (childId: number): Promise<MessageBody> => call(() => api.delete(`family/consent/${childId}`).json<MessageBody>());

export const deleteChild = (id: number): Promise<MessageBody> => call(() => api.delete(`family/children/${id}`).json<MessageBody>());

export const setDigest = (enabled: boolean): Promise<MessageBody> => call(() => api.put('family/digest', { json: { enabled } }).json<MessageBody>());
