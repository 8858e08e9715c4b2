import type { LedgerEntry } from '@hms/shared/fees';
import type { Executor } from '../../core/db/database';
import { recordChanges, type Actor } from '../../core/audit/record-change';
import { toLedgerEntryResponse } from './ledger/fee-response';
import { findEntries } from './ledger/ledger-repository';

/**
 * The audit entry of each ledger entry just written, in its transaction
 * (docs/decisions/040): the entry as the API answers with, under its student's name. Answers
 * those entries, for the call's own answer. However many there are, they are read in one
 * statement and their entries written in one more.
 */
export async function recordEntries(
  tx: Executor,
  actor: Actor,
  action: string,
  added: readonly { id: string }[],
): Promise<LedgerEntry[]> {
  if (added.length === 0) return [];
  const ids = added.map(({ id }) => id);
  const found = await findEntries(tx, ids);
  const rows = new Map(found.map((row) => [row.id, row]));
  const recorded = added.flatMap(({ id }) => {
    const row = rows.get(id);
    return row ? [{ row, entry: toLedgerEntryResponse(row) }] : [];
  });
  await recordChanges(
    tx,
    actor,
    recorded.map(({ row, entry }) => ({
      action,
      entityType: 'ledger',
      entityId: row.id,
      label: `${row.studentName} (${row.rollNumber})`,
      after: { ...entry, student: row.studentId },
    })),
  );
  return recorded.map(({ entry }) => entry);
}
