// Dates as the school shows them: «22 ноября, 14:05», in Russian, in the reader's own time zone.
// Each format is made on first use: making one loads the locale's data (tens of milliseconds on a
// slow phone), which a page that imports this module but shows no date need not wait for.

let dateTime: Intl.DateTimeFormat | undefined;

/** «22 ноября, 14:05» from Unix seconds. */
export function formatDateTime(unixSeconds: number): string {
  dateTime ??= new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  return dateTime.format(new Date(unixSeconds * 1000));
}

let time: Intl.DateTimeFormat | undefined;

/** «14:05» from Unix seconds: a moment of today, as the queue's recent decisions show it. */
export function formatTime(unixSeconds: number): string {
  time ??= new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });
  return time.format(new Date(unixSeconds * 1000));
}
