import type { MessageBody } from '../../../../domain/api';
import type { FamilyLink } from '../../../../domain/family';
import { api, call } from '../../../lib/api-client';

export const getFamilyLinks = (signal?: AbortSignal): Promise<FamilyLink[]> =>
  call(() => api.get('admin/family-links', { signal }).json<{ data: FamilyLink[] }>()).then((body) => body.data);

export const removeFamilyLink = (parentId: number, childId: number): Promise<MessageBody> =>
  call(() => api.delete(`admin/family-links/${parentId}/${childId}`).json<MessageBody>());
