import { sql, type SQL } from 'drizzle-orm';

/**
 * What a month's collection counts (docs/product-rules.md#fees), written once for the Collection
 * view and the fee collection report, over a ledger entry aliased `e`. `reversedKind` is the kind
 * of the entry a reversal undoes (null for any other entry).
 *
 * Charged: charges and fines, less the days credited when a stay ends early, and less their
 * reversals. Collected: payments, less their reversals. Each is dated by its own entry's day.
 *
 * Conditions that statements embed, not statements, so not in a `*-queries.ts` file: the fees
 * index exports them to reports, and an index never re-exports a query file (docs/architecture.md).
 */
export function chargedEntry(reversedKind: SQL): SQL {
  return sql`(e.kind in ('Charge', 'Fine') or (e.kind = 'Waiver' and e.line is not null)
    or ${reversedKind} in ('Charge', 'Fine'))`;
}

export function collectedEntry(reversedKind: SQL): SQL {
  return sql`(e.kind = 'Payment' or ${reversedKind} = 'Payment')`;
}
