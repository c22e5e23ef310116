import type { DB } from '../database';

// Counters the dashboard reads instead of counting rows (docs/decisions/0155-maintained-aggregates-for-boards-and-counts.md):
// submission_counts is kept by triggers on submissions, month_totals by the ledger's writers.

export function schoolCountsRepository(db: DB) {
  return {
    /** Work approved or returned in a month ('YYYY-MM', UTC). */
    async reviewedIn(status: 'approved' | 'returned', month: string): Promise<number> {
      const row = await db.selectFrom('submission_counts').select('n').where('status', '=', status).where('month', '=', month).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Diamonds credited and spent (a positive number) in a month. */
    async diamondFlow(month: string): Promise<{ credited: number; spent: number }> {
      const row = await db.selectFrom('month_totals').select(['diamonds_credited', 'diamonds_spent']).where('month', '=', month).executeTakeFirst();
      return { credited: Number(row?.diamonds_credited ?? 0), spent: Number(row?.diamonds_spent ?? 0) };
    },
  };
}
