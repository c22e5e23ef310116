/** The teacher's today as 'YYYY-MM-DD' in their own time zone: the meeting is on the teacher's calendar (the server takes up to tomorrow by UTC). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const DAY_TITLE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** «29 ноября» from 'YYYY-MM-DD'. */
export function dayTitle(day: string): string {
  return DAY_TITLE.format(new Date(`${day}T00:00:00Z`));
}
