import type { JournalBody } from '../../../../domain/review';
import { api, call } from '../../../lib/api-client';

export function setJournal(userId: number, linked: boolean): Promise<{ message: string }> {
  const json: JournalBody = { linked };
  return call(() => api.put(`review/pupils/${userId}/journal`, { json }).json<{ message: string }>());
}
