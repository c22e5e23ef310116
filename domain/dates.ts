// Dates as the school shows them: «22 ноября, 14:05», in Russian, in the reader's own time zone.

const DATE_TIME = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** «22 ноября, 14:05» from Unix seconds. */
export function formatDateTime(unixSeconds: number): string {
  return DATE_TIME.format(new Date(unixSeconds * 1000));
}

const TIME = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

/** «14:05» from Unix seconds: a moment of today, as the queue's recent decisions show it. */
export function formatTime(unixSeconds: number): string {
  return TIME.format(new Date(unixSeconds * 1000));
}
