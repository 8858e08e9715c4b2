import { createHash } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { auditEntries } from '../db/schema';

/**
 * The audit trail's hash chain (docs/decisions/059). The database writes it (trigger
 * `audit_entries_chain`, migration 0029); this is what checks it, from the rows or from an
 * export, with none of the database's own functions: an auditor can redo each step.
 */

/** What the first entry follows. */
export const GENESIS = '0'.repeat(64);

/** An entry's hash: SHA-256, in hex, over the previous entry's hash and then its content. */
export function linkHash(prevHash: string, content: string): string {
  return createHash('sha256')
    .update(prevHash + content, 'utf8')
    .digest('hex');
}

/** A contact detail's digest, under the entry's salt: SHA-256 of the salt and the value's JSON. */
export function contactDigest(salt: string, valueJson: string): string {
  return createHash('sha256')
    .update(salt + valueJson, 'utf8')
    .digest('hex');
}

const t = auditEntries;
const CONTACT_KEYS = sql.raw(`array['email', 'phone', 'contactPhone']`);

/** A record less its contact details, whose digests the content holds instead. */
const withoutContacts = (record: SQLWrapper) =>
  sql`case when jsonb_typeof(${record}) = 'object' then ${record} - ${CONTACT_KEYS} else ${record} end`;

/**
 * The text an entry's hash covers, read from its row as it is now: a JSON array of its position,
 * time (UTC, to the microsecond), actor id, role and name, action, record type and id, label,
 * records before and after without their contact details, and those details' digests. An
 * e-mail's label names its address, so its digest stands in for it (null in the array). Each
 * part is jsonb's own text, which PostgreSQL writes the same way every time.
 */
export const hashedContent = sql<string>`jsonb_build_array(${t.chainPosition},
  to_char(${t.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), ${t.actorId},
  ${t.actorRole}, ${t.actorName}, ${t.action}, ${t.entityType}, ${t.entityId},
  case when ${t.contactDigests} ? 'label' then null else ${t.entityLabel} end,
  ${withoutContacts(t.before)}, ${withoutContacts(t.after)}, ${t.contactDigests})::text`;

/**
 * The contact details an entry holds now, each as its JSON text by where it is
 * (`before.email`, `after.phone`, `label` for an e-mail's): what its digests must match while
 * its salt is kept.
 */
export const contactValues = sql<Record<string, string> | null>`(
  select jsonb_object_agg(path, value) from (
    select 'before.' || key, value::text from jsonb_each(case when jsonb_typeof(${t.before}) = 'object'
      then ${t.before} end) where key = any(${CONTACT_KEYS})
    union all
    select 'after.' || key, value::text from jsonb_each(case when jsonb_typeof(${t.after}) = 'object'
      then ${t.after} end) where key = any(${CONTACT_KEYS})
    union all
    select 'label', to_jsonb(${t.entityLabel})::text where ${t.contactDigests} ? 'label'
  ) as contact(path, value))`;

/**
 * What is wrong with an entry's contact details, if anything. While the salt is kept, each
 * detail the entry holds must have the digest its content holds, and each digest its detail.
 * Once erased (no salt), the entry may hold none: the digests alone remain in its content.
 */
export function contactProblem(
  salt: string | null,
  digests: Record<string, string> | null,
  held: Record<string, string> | null,
): string | undefined {
  const kept = digests ?? {};
  const values = held ?? {};
  if (salt === null) {
    const left = Object.keys(values).filter((path) => path !== 'label');
    return left.length > 0
      ? `it holds ${left.join(', ')} though its contact details were erased`
      : undefined;
  }
  for (const [path, value] of Object.entries(values)) {
    if (kept[path] !== contactDigest(salt, value))
      return `its ${path} is not the one it was written with`;
  }
  const missing = Object.keys(kept).filter((path) => !(path in values));
  return missing.length > 0 ? `its ${missing.join(', ')} is missing` : undefined;
}
