import { photosOf, type OutboxRecord } from './outbox-record';

/** The submit call: multipart `project_id` and `project_photo` (repeated for each photo), with the idempotency key. */
export function submissionRequest(record: OutboxRecord, token: string) {
  const body = new FormData();
  body.append('project_id', String(record.projectId));
  for (const photo of photosOf(record)) body.append('project_photo', new Blob([photo.bytes], { type: photo.mime }), photo.filename);
  return {
    url: `/api/v1/projects/${record.projectId}/submission`,
    body,
    headers: { Authorization: token, 'Idempotency-Key': record.idempotencyKey },
  };
}

/** The answer's JSON, or null when it has none (a proxy's HTML error page). */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
