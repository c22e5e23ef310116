import { monthOf } from '../../../domain/standing';
import type { LedgerKind } from '../schema';
import type { WriteTransaction } from '../transaction';

// The figures every ledger row moves besides the user's balance, so the boards never re-read the
// ledger (docs/decisions/0155-maintained-aggregates-for-boards-and-counts.md): a rating row adds
// to the user's month, a diamond row to the month's credited or spent. Only ledger.ts calls this,
// for every row it writes, in that row's transaction.

export interface LedgerMove {
  userId: number;
  kind: LedgerKind;
  /** As written to the ledger: positive for a credit, negative for a spend or a reversal. */
  delta: number;
  at: number;
}

export async function followLedgerRow(trx: WriteTransaction, move: LedgerMove): Promise<void> {
  const month = monthOf(move.at);
  if (move.kind === 'rating') {
    await trx
      .insertInto('monthly_rating')
      .values({ user_id: move.userId, month, rating: move.delta, last_earned_at: move.at })
      .onConflict((oc) =>
        oc.columns(['user_id', 'month']).doUpdateSet((eb) => ({
          rating: eb('monthly_rating.rating', '+', eb.ref('excluded.rating')),
          last_earned_at: eb
            .case()
            .when('excluded.last_earned_at', '>', eb.ref('monthly_rating.last_earned_at'))
            .then(eb.ref('excluded.last_earned_at'))
            .else(eb.ref('monthly_rating.last_earned_at'))
            .end(),
        })),
      )
      .execute();
    return;
  }
  await trx
    .insertInto('month_totals')
    .values({ month, diamonds_credited: Math.max(move.delta, 0), diamonds_spent: Math.max(-move.delta, 0) })
    .onConflict((oc) =>
      oc.column('month').doUpdateSet((eb) => ({
        diamonds_credited: eb('month_totals.diamonds_credited', '+', eb.ref('excluded.diamonds_credited')),
        diamonds_spent: eb('month_totals.diamonds_spent', '+', eb.ref('excluded.diamonds_spent')),
      })),
    )
    .execute();
}
