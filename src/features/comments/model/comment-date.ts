// Made at the first comment shown, not when the page loads: a formatter costs a cheap phone a
// noticeable moment, and a page with no comments needs none.
let longDate: Intl.DateTimeFormat | undefined;

/** A comment's time (Unix seconds) as a Russian long date with hour and minute. */
export function commentDate(seconds: number): string {
  longDate ??= new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return longDate.format(new Date(seconds * 1000));
}
