import type { LedgerEntry } from '@hms/shared/fees';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { selectRows } from '../../db/raw-rows';
import { recordChange, type Actor } from '../audit/audit-repository';
import { toLedgerEntryResponse } from './fee-response';
import { findEntry } from './ledger-repository';

/**
 * The audit entry of each ledger entry just written, in its transaction
 * (docs/decisions/040): the entry as the API answers with, under its student's name. Answers
 * those entries, for the call's own answer.
 */
export async function recordEntries(
  tx: Executor,
  actor: Actor,
  action: string,
  added: readonly { id: string }[],
): Promise<LedgerEntry[]> {
  const recorded: LedgerEntry[] = [];
  for (const { id } of added) {
    const row = await findEntry(tx, id);
    if (!row) continue;
    const [student] = await selectRows<{ name: string; student_id: string }>(
      tx,
      sql`select name, student_id from students where id = ${row.student_id}`,
    );
    const entry = toLedgerEntryResponse(row);
    await recordChange(tx, actor, {
      action,
      entityType: 'ledger',
      entityId: id,
      label: student ? `${student.name} (${student.student_id})` : '',
      after: { ...entry, student: row.student_id },
    });
    recorded.push(entry);
  }
  return recorded;
}
