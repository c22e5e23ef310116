import type { MessageBody } from '../../../domain/api';
import type { MyConsent } from '../../../domain/family';
import { api, call } from '../../lib/api-client';

/** GET /api/v1/family/my-consent: the signed-in pupil's consent. */
export const getMyConsent = (signal?: AbortSignal): Promise<MyConsent> =>
  call(() => api.get('family/my-consent', { signal }).json<{ data: MyConsent }>()).then((body) => body.data);

/** POST /api/v1/family/consent/resend: the letter to the parent once more (a few a day), to a new address if given. */
export const resendConsentLetter = (parentEmail?: string): Promise<MessageBody> =>
  call(() => api.post('family/consent/resend', { json: parentEmail ? { parentEmail } : {} }).json<MessageBody>());
