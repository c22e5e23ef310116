// Russian plural forms through the platform's rules (Intl.PluralRules), so «1 секунду»,
// «2 секунды», «5 секунд», «21 секунду», «111 секунд» come out right on the client and the server.

const rules = new Intl.PluralRules('ru');

export interface PluralForms {
  /** 1, 21, 101: «секунду». */
  one: string;
  /** 2–4, 22–24: «секунды». */
  few: string;
  /** 0, 5–20, 25–30, 111: «секунд». */
  many: string;
}

export function plural(count: number, forms: PluralForms): string {
  const category = rules.select(count);
  return category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
}

/** «1 секунду», «2 секунды», «5 секунд»: after «через» or «подождите». */
export function secondsText(count: number): string {
  return `${count} ${plural(count, { one: 'секунду', few: 'секунды', many: 'секунд' })}`;
}

/** «1 минуту», «2 минуты», «5 минут». */
export function minutesText(count: number): string {
  return `${count} ${plural(count, { one: 'минуту', few: 'минуты', many: 'минут' })}`;
}

/** A wait as a person says it: seconds under a minute, whole minutes (rounded up) from a minute on. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? secondsText(whole) : minutesText(Math.ceil(whole / 60));
}
