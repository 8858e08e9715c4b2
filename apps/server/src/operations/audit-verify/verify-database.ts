import { asc, gt } from 'drizzle-orm';
import type { Database } from '../../core/db/database';
import { auditEntries } from '../../core/db/schema';
import {
  contactProblem,
  contactValues,
  GENESIS,
  hashedContent,
  linkHash,
} from '../../core/audit/hash-chain';
import { brokenAt, figure, type ChainVerdict } from './chain-verdict';

const t = auditEntries;
/** Entries read a statement: memory holds one slice, whatever the trail's length. */
const SLICE = 5_000;

function readSlice(db: Database, after: number, size: number) {
  return db
    .select({
      id: t.id,
      position: t.chainPosition,
      at: t.at,
      action: t.action,
      prevHash: t.prevHash,
      hash: t.hash,
      content: hashedContent,
      salt: t.contactSalt,
      digests: t.contactDigests,
      held: contactValues,
    })
    .from(t)
    .where(gt(t.chainPosition, after))
    .orderBy(asc(t.chainPosition))
    .limit(size);
}

/**
 * The chain in the database, from its first entry, a slice at a time along its position: each
 * entry must come next (no position missing), follow the one before (its previous hash is that
 * entry's hash), match its hash (content as it is now, hashed again here) and hold the contact
 * details its digests say, or none once they were erased. Names the first entry that does not.
 */
export async function verifyDatabase(db: Database, size = SLICE): Promise<ChainVerdict> {
  let position = 0;
  let prevHash = GENESIS;
  for (;;) {
    const slice = await readSlice(db, position, size);
    for (const entry of slice) {
      const problem =
        entry.position !== position + 1
          ? `entry #${position + 1} is missing: the chain goes from #${position} to #${entry.position}`
          : entry.prevHash !== prevHash
            ? position === 0
              ? 'the first entry does not start the chain (its previous hash is not 64 zeros)'
              : `it does not follow entry #${position}: its previous hash is not that entry's hash`
            : linkHash(entry.prevHash, entry.content) !== entry.hash
              ? 'its content does not match its hash: it was changed after it was written'
              : contactProblem(
                  entry.salt,
                  entry.digests as Record<string, string> | null,
                  entry.held,
                );
      if (problem) {
        return brokenAt({
          position: entry.position,
          where: `id ${entry.id}`,
          at: entry.at.toISOString(),
          action: entry.action,
          what: problem,
        });
      }
      position = entry.position;
      prevHash = entry.hash;
    }
    if (slice.length < size) break;
  }
  return {
    whole: true,
    line:
      position === 0
        ? 'Whole: the audit trail has no entries yet.'
        : `Whole: ${figure(position)} entries, #1 to #${position}, each matches its hash and follows the one before; the last hash is ${prevHash}.`,
  };
}
