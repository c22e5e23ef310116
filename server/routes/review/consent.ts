import type { SchoolApp } from '../../plugins/auth';

/** PUT /pupils/:userId/consent (staff): a paper consent signed in the club (issue 27). */
export async function consentCalls(_app: SchoolApp) {}
