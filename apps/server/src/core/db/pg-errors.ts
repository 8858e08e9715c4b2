/**
 * SQLSTATE codes the services turn into 409s. The HMS codes are raised by the triggers that
 * live-triggers.ts lists, with the migration that holds each.
 */
const UNIQUE_VIOLATION = '23505';
/** Raised by students_room_rules: rules bed-capacity and hostel-gender. */
const ROOM_FULL = 'HMS01';
const WRONG_HOSTEL_TYPE = 'HMS02';
/** Raised by rooms_within_hostel_totals and hostels_totals_hold_rooms. */
const OVER_DECLARED_TOTALS = new Set(['HMS03', 'HMS04']);
/** Raised by ledger_accounts_keep: an entry for a student deleted without an account. */
const HOLDER_DELETED = 'HMS09';
// PostgreSQL 15 reports a RESTRICT violation as 23503, PGlite (PostgreSQL 18) as 23001.
const FOREIGN_KEY_CODES = new Set(['23503', '23001']);

type PgErrorShape = { code?: unknown; constraint?: unknown; cause?: unknown };

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause. */
function pgError(error: unknown): PgErrorShape | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const shape = current as PgErrorShape;
    if (typeof shape.code === 'string' && /^[0-9A-Z]{5}$/.test(shape.code)) return shape;
    current = shape.cause;
  }
  return undefined;
}

export function uniqueViolation(error: unknown): string | undefined {
  const e = pgError(error);
  return e?.code === UNIQUE_VIOLATION ? String(e.constraint ?? '') : undefined;
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = pgError(error)?.code;
  return typeof code === 'string' && FOREIGN_KEY_CODES.has(code);
}

export function isRoomFull(error: unknown): boolean {
  return pgError(error)?.code === ROOM_FULL;
}

export function isWrongHostelType(error: unknown): boolean {
  return pgError(error)?.code === WRONG_HOSTEL_TYPE;
}

export function isOverDeclaredTotals(error: unknown): boolean {
  const code = pgError(error)?.code;
  return typeof code === 'string' && OVER_DECLARED_TOTALS.has(code);
}

export function isHolderDeleted(error: unknown): boolean {
  return pgError(error)?.code === HOLDER_DELETED;
}

/** The SQLSTATE of a database error, wherever the driver put it. */
export function sqlState(error: unknown): string | undefined {
  const code = pgError(error)?.code;
  return typeof code === 'string' ? code : undefined;
}
