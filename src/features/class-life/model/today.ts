// The device's own today, as the pupil counts days: «сдать сегодня» means today where they are.

/** 'YYYY-MM-DD' of a moment in the device's time zone. */
export function localDay(at: Date = new Date()): string {
  const month = String(at.getMonth() + 1).padStart(2, '0');
  const day = String(at.getDate()).padStart(2, '0');
  return `${at.getFullYear()}-${month}-${day}`;
}
