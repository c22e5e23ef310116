import { SendError, type Sender } from './shared-with-sw/outbox-processor';
import { parseJson, submissionRequest } from './shared-with-sw/submission-request';

/**
 * The page's sender: XMLHttpRequest, because only its `upload.onprogress` gives a real 0–100 %
 * progress bar in every browser.
 */
export const xhrSender: Sender = ({ record, token, timeoutMs, onProgress }) =>
  new Promise((resolve, reject) => {
    const { url, body, headers } = submissionRequest(record, token);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new SendError('network'));
    xhr.ontimeout = () => reject(new SendError('timeout'));
    xhr.onabort = () => reject(new SendError('network'));
    xhr.send(body);
  });
