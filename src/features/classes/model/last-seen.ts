import { plural } from '../../../../domain/plural';

const DAY = 24 * 60 * 60;

/** «сегодня», «вчера», «3 дня назад», «2 недели назад», «5 месяцев назад», «ещё ни разу». */
export function lastSeenText(lastSeen: number | null, nowSeconds: number): string {
  if (lastSeen === null) return 'ещё ни разу';
  const days = Math.floor(Math.max(0, nowSeconds - lastSeen) / DAY);
  if (days === 0) return 'сегодня';
  if (days === 1) return 'вчера';
  if (days < 14) return `${days} ${plural(days, { one: 'день', few: 'дня', many: 'дней' })} назад`;
  if (days < 60) {
    const weeks = Math.floor(days / 7);
    return `${weeks} ${plural(weeks, { one: 'неделю', few: 'недели', many: 'недель' })} назад`;
  }
  const months = Math.floor(days / 30);
  return `${months} ${plural(months, { one: 'месяц', few: 'месяца', many: 'месяцев' })} назад`;
}

export function pupilsText(count: number): string {
  return `${count} ${plural(count, { one: 'ученик', few: 'ученика', many: 'учеников' })}`;
}
