import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consentLetter } from '../../server/services/consent-letter';
import { familyCopyPage, type FamilyCopy } from '../../server/services/family-copy-page';
import { digestLetter } from '../../server/services/family-digest';
import { passwordChangedLetter, resetLetter } from '../../server/services/password-reset';
import { ACCOUNT_MESSAGES } from '../../domain/account';
import { CLASS_MSG } from '../../domain/classes';
import { COMMENT_MESSAGES } from '../../domain/comments';
import { childDeletedMessage, FAMILY_MSG } from '../../domain/family';
import { PROGRESS_MESSAGES } from '../../domain/standing';
import { SUBMISSION_MSG } from '../../domain/submission';

// The house rule (docs/product.md): a child is «ты», a parent «вы», on every screen and in every
// letter. The catalogues of words each audience reads are scanned for the other form. Before:
// «Пожалуйста, выберите фотографию проекта», «Вы в классе», and the password letters said «ты» to parents.

/** «вы» and its forms, and imperatives of the «вы» form («нажмите», «попробуйте»). */
const VY = /(?<![а-яё])(вы|вас|вам|вами|ваш[а-яё]*|[а-яё]{2,}(?:ите|йте)(?:сь)?)(?![а-яё])/iu;
/** «ты» and its forms. */
const TY = /(?<![а-яё])(ты|тебя|тебе|тобой|тво[йяеёи][а-яё]*)(?![а-яё])/iu;

/** Every text of a catalogue: strings as they are, functions with a sample argument. */
function texts(catalogue: Record<string, unknown>): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[key, value]] : typeof value === 'function' ? [[key, String((value as (a: string) => unknown)('«пример»'))]] : [],
  );
}

const speaking = (pattern: RegExp, entries: [string, string][]) => entries.filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${text}`);

const pick = <T extends Record<string, unknown>>(catalogue: T, keys: (keyof T)[]) => Object.fromEntries(keys.map((key) => [key, catalogue[key]]));

describe('a child is «ты»', () => {
  it('in the words of sending a project, comments, levels and joining a class', () => {
    const child = [
      ...texts(SUBMISSION_MSG),
      ...texts(COMMENT_MESSAGES),
      ...texts(PROGRESS_MESSAGES),
      ...texts(pick(CLASS_MSG, ['codeWrong', 'tooManyCodes', 'onlyPupilsJoin', 'joined'])),
      ...texts(pick(FAMILY_MSG, ['consentRequired', 'parentEmailRequired', 'parentEmailSame', 'birthYearWrong', 'resendTooOften', 'withdrawnOtherAddress'])),
    ];
    expect(speaking(VY, child)).toEqual([]);
  });

  it('in the password letters to a pupil', () => {
    expect(speaking(VY, [['reset', resetLetter('http://школа', 't', 'pupil').text], ['changed', passwordChangedLetter('pupil').text]])).toEqual([]);
  });
});

describe('words everyone reads', () => {
  // The client's own failures (src/lib/api-client.ts) are checked beside it: api-client.test.ts.
  it('use neither form: the password request form', () => {
    const shared = texts(pick(ACCOUNT_MESSAGES, ['resetEmailRequired', 'resetEmailInvalid', 'resetUnexpected', 'resetServerError']));
    expect(speaking(VY, shared)).toEqual([]);
    expect(speaking(TY, shared)).toEqual([]);
  });
});

describe('a parent is «вы»', () => {
  it('in the messages a parent reads', () => {
    const parent = texts({ ...pick(FAMILY_MSG, ['agreed', 'linkInvalid', 'withdrawn', 'notYourChild', 'copyInProgress', 'unsubscribed']), childDeletedMessage });
    expect(speaking(TY, parent)).toEqual([]);
  });

  it('on the parent’s screens (src/features/family)', () => {
    const folder = join(import.meta.dirname, '..', '..', 'src', 'features', 'family', 'components');
    const lines = readdirSync(folder)
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .flatMap((file) => readFileSync(join(folder, file), 'utf8').split('\n').map((line, i): [string, string] => [`${file}:${i + 1}`, line]))
      .filter(([, line]) => !/^\s*(\/\/|\*|\/\*|\{\/\*)/.test(line));
    expect(speaking(TY, lines)).toEqual([]);
  });

  it('in the consent letter, the weekly letter, the family’s copy and the password letters', () => {
    const consent = consentLetter('mama@example.com', 'Маша', 'http://школа', 'token');
    const week = { id: 1, firstName: 'Маша', sent: ['Фонарик'], approved: [], returned: [{ title: 'Колесо', comment: 'Переделай колёса' }], next: 'Светофор', due: [{ title: 'Проект №4 «Жук-робот»', due: '2026-12-12', state: 'open' as const }, { title: 'Урок «Закон Ома»', due: '2026-12-01', state: 'missing' as const }], announcements: [] };
    const digest = digestLetter({ email: 'mama@example.com' }, [week], 'http://школа', 'http://школа/unsubscribe');
    const copy = { exportedAt: new Date(0).toISOString(), profile: { firstName: 'Маша', lastName: null }, submissions: [], lessonChecks: [], mcuTasks: [], badges: [], medals: [], comments: [] };
    const letters: [string, string][] = [
      ['consent', consent.text],
      ['consent html', consent.html ?? ''],
      // The teacher's own words to the child are quoted, not ours: left out.
      ['digest', digest.text.replace('«Переделай колёса»', '')],
      ['digest html', (digest.html ?? '').replace('«Переделай колёса»', '')],
      ['copy', familyCopyPage(copy as unknown as FamilyCopy)],
      ['reset', resetLetter('http://школа', 't', 'parent').text],
      ['changed', passwordChangedLetter('parent').text],
    ];
    expect(speaking(TY, letters)).toEqual([]);
  });
});
