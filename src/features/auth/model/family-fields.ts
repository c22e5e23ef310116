import { birthYearOptions, FAMILY_MSG, needsConsent } from '../../../../domain/family';
import { normalizeEmail, validateEmail } from '../../../../domain/validation';

// The sign-up's family fields (docs/decisions/0169-families-consent.md): the birth year, and a parent's e-mail for a child under 14.

export interface FamilyFields {
  email: string;
  birthYear: string;
  parentEmail: string;
}

/** The chosen year as a number, or undefined while none (or a year not in the list) is chosen. */
export function chosenYear(value: string, now: Date = new Date()): number | undefined {
  const year = Number(value);
  return value !== '' && birthYearOptions(now).includes(year) ? year : undefined;
}

/** Whether the form asks for a parent's e-mail: only once a year under 14 is chosen. */
export const asksParent = (value: string, now: Date = new Date()): boolean => {
  const year = chosenYear(value, now);
  return year !== undefined && needsConsent(year, now);
};

export function validateFamilyFields(values: FamilyFields, now: Date = new Date()): Partial<Record<'birthYear' | 'parentEmail', string>> {
  if (chosenYear(values.birthYear, now) === undefined) return { birthYear: FAMILY_MSG.birthYearWrong };
  if (!asksParent(values.birthYear, now)) return {};
  if (!values.parentEmail.trim()) return { parentEmail: FAMILY_MSG.parentEmailRequired };
  const problem = validateEmail(values.parentEmail);
  if (problem) return { parentEmail: problem };
  if (normalizeEmail(values.parentEmail) === normalizeEmail(values.email)) return { parentEmail: FAMILY_MSG.parentEmailSame };
  return {};
}

/** «ma***@mail.ru»: enough for the child to recognise the address, as the server shows it too. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = normalizeEmail(email).split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
