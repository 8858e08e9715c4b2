import { sql, type SQL } from 'drizzle-orm';

/**
 * What a month's collection counts (docs/product-rules.md#fees), written once for the Collection
 * view and the fee collection report, over a ledger entry aliased `e`. `reversedKind` is the kind
 * of the entry a reversal undoes (null for any other entry).
 *
 * Charged: charges and fines, less the days credited when a stay ends early, and less their
 * reversals. Collected: payments, less their reversals. Each is dated by its own entry's day.
 */
export function chargedEntry(reversedKind: SQL): SQL {
  return sql`(e.kind in ('Charge', 'Fine') or (e.kind = 'Waiver' and e.line is not null)
    or ${reversedKind} in ('Charge', 'Fine'))`;
}

export function collectedEntry(reversedKind: SQL): SQL {
  return sql`(e.kind = 'Payment' or ${reversedKind} = 'Payment')`;
}
