// Russian plural forms through the platform's rules (Intl.PluralRules), so «1 алмаз», «3 алмаза»,
// «5 алмазов», «21 алмаз», «111 алмазов» come out right on the client and the server. Every text
// where a number meets a noun goes through `countOf` with one of the forms below
// (docs/decisions/0121-numbers-agree-with-their-nouns.md).

// Made on first use: building the rules loads the locale's data, which a page's first task need not wait for.
let rules: Intl.PluralRules | undefined;

export interface PluralForms {
  /** 1, 21, 101: «алмаз». */
  one: string;
  /** 2–4, 22–24, and fractions: «алмаза». */
  few: string;
  /** 0, 5–20, 25–30, 111: «алмазов». */
  many: string;
}

export function plural(count: number, forms: PluralForms): string {
  const category = (rules ??= new Intl.PluralRules('ru')).select(count);
  // 'other' is a fraction («1,5 алмаза»): it takes the few form.
  return category === 'one' ? forms.one : category === 'many' ? forms.many : forms.few;
}

/** The number and its noun: `countOf(3, DIAMONDS)` → «3 алмаза». */
export function countOf(count: number, forms: PluralForms): string {
  return `${count} ${plural(count, forms)}`;
}

const forms = (one: string, few: string, many: string): PluralForms => ({ one, few, many });

// After a number as the subject or object: «получишь 3 алмаза», «83 листа со схемами».
export const DIAMONDS = forms('алмаз', 'алмаза', 'алмазов');
/** Rating is counted in points: «+1 очко рейтинга», «+3 очка рейтинга», «0 очков рейтинга». */
export const RATING_POINTS = forms('очко рейтинга', 'очка рейтинга', 'очков рейтинга');
export const SHEETS = forms('лист', 'листа', 'листов');
export const STEPS = forms('шаг', 'шага', 'шагов');
export const PARTS = forms('деталь', 'детали', 'деталей');
export const PUPILS = forms('ученик', 'ученика', 'учеников');
export const PEOPLE = forms('человек', 'человека', 'человек');
export const COMMENTS = forms('комментарий', 'комментария', 'комментариев');
export const REPORTS = forms('жалоба', 'жалобы', 'жалоб');
export const PROJECTS = forms('проект', 'проекта', 'проектов');
export const LESSONS = forms('урок', 'урока', 'уроков');
export const FILES = forms('файл', 'файла', 'файлов');
export const PHOTOS = forms('фотография', 'фотографии', 'фотографий');
export const WORKS = forms('работа', 'работы', 'работ');
/** The teacher's marks on a photo: «на работе 3 пометки». */
export const MARKS = forms('пометка', 'пометки', 'пометок');
export const CHARACTERS = forms('символ', 'символа', 'символов');
export const DAYS = forms('день', 'дня', 'дней');
/** After «через», «подождите»: «через 1 секунду». */
export const SECONDS = forms('секунду', 'секунды', 'секунд');
export const MINUTES = forms('минуту', 'минуты', 'минут');

// After «не хватает», «не больше», «после», «в течение» (the genitive): «не хватает 1 алмаза»,
// «не больше 21 символа», «после 3 попыток», «в течение 5 минут».
export const DIAMONDS_GENITIVE = forms('алмаза', 'алмазов', 'алмазов');
export const PEOPLE_GENITIVE = forms('человека', 'человек', 'человек');
export const CHARACTERS_GENITIVE = forms('символа', 'символов', 'символов');
export const ATTEMPTS_GENITIVE = forms('попытки', 'попыток', 'попыток');
export const MINUTES_GENITIVE = forms('минуты', 'минут', 'минут');
export const PHOTOS_GENITIVE = forms('фотографии', 'фотографий', 'фотографий');
export const MARKS_GENITIVE = forms('пометки', 'пометок', 'пометок');

/** «1 секунду», «2 секунды», «5 секунд»: after «через» or «подождите». */
export function secondsText(count: number): string {
  return countOf(count, SECONDS);
}

/** «1 минуту», «2 минуты», «5 минут». */
export function minutesText(count: number): string {
  return countOf(count, MINUTES);
}

/** A wait as a person says it: seconds under a minute, whole minutes (rounded up) from a minute on. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? secondsText(whole) : minutesText(Math.ceil(whole / 60));
}
