import type { HistoryItem } from '../../../../domain/classes';
import { api, call } from '../../../lib/api-client';

/** One submission with its photos, marks and thread (the previous one beside a resubmission). */
export function getSubmission(submissionId: number, signal?: AbortSignal): Promise<HistoryItem> {
  return call(async () => (await api.get(`review/submissions/${submissionId}`, { signal }).json<{ data: HistoryItem }>()).data);
}
