/** A write refused for want of space: the disk (ENOSPC), the user's quota (EDQUOT), SQLite's file (SQLITE_FULL). */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL';
}
