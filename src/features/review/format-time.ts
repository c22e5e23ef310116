const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** «22 ноября, 14:05» from Unix seconds. */
export function formatSentAt(unixSeconds: number): string {
  return DATE.format(new Date(unixSeconds * 1000));
}
