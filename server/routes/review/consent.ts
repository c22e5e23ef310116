import { FAMILY_MSG } from '../../../domain/family';
import { httpFailure } from '../../http-error';
import { userOf, type SchoolApp } from '../../plugins/auth';
import { errors, UserIdParams } from '../../schemas/common';
import { pupilConsent, recordPaperConsent } from '../../services/consent';
import { MyConsentReply, PaperConsentBody } from '../family/schemas';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** PUT /pupils/:userId/consent (staff): a paper consent signed in the club (docs/decisions/0169-families-consent.md); GET: the pupil's consent. */
export async function consentCalls(app: SchoolApp) {
  app.get(
    '/pupils/:userId/consent',
    {
      schema: {
        summary: 'Согласие родителя ученика (учителю)',
        params: UserIdParams,
        response: { 200: MyConsentReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await pupilConsent(app.db, Number(request.params.userId));
      if (!result.ok) throw httpFailure(result);
      return { data: result.consent };
    },
  );

  app.put(
    '/pupils/:userId/consent',
    {
      schema: {
        summary: 'Записать бумажное согласие родителя (учителю)',
        params: UserIdParams,
        body: PaperConsentBody,
        response: { 200: MyConsentReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await recordPaperConsent(app.db, userOf(request), Number(request.params.userId), nowSeconds());
      if (!result.ok) throw httpFailure(result);
      request.log.info({ pupil: request.params.userId }, FAMILY_MSG.paperRecorded);
      return { data: result.consent };
    },
  );
}
