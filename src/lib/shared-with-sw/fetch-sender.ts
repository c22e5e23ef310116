import { SendError, type Sender } from './outbox-processor';
import { parseJson, submissionRequest } from './submission-request';

/** The service worker's sender: fetch with a timeout (workers have no XHR, so no progress). */
export function fetchSender(baseUrl: string): Sender {
  return async ({ record, token, timeoutMs }) => {
    const { url, body, headers } = submissionRequest(record, token);
    let response: Response;
    try {
      response = await fetch(new URL(url, baseUrl), { method: 'POST', body, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SendError((error as Error | null)?.name === 'TimeoutError' ? 'timeout' : 'network');
    }
    return { status: response.status, body: parseJson(await response.text().catch(() => '')) };
  };
}
