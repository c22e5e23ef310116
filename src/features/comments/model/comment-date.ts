const LONG_DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** SPEC §3: a comment's time (Unix seconds) as a Russian long date with hour and minute. */
export function commentDate(seconds: number): string {
  return LONG_DATE.format(new Date(seconds * 1000));
}
