/**
 * SQLSTATE codes the services turn into 409s. The HMS codes are raised by the triggers that
 * live-triggers.ts lists, with the migration that holds each.
 */
type PgErrorShape = { code: string; constraint?: unknown; cause?: unknown };

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause. */
function pgError(error: unknown): PgErrorShape | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const shape = current as Partial<PgErrorShape>;
    if (typeof shape.code === 'string' && /^[0-9A-Z]{5}$/.test(shape.code)) {
      return shape as PgErrorShape;
    }
    current = shape.cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, wherever the driver put it. */
export function sqlState(error: unknown): string | undefined {
  return pgError(error)?.code;
}

/** Whether a database error raised one of `codes`. */
const raised =
  (...codes: string[]) =>
  (error: unknown): boolean =>
    codes.includes(sqlState(error) ?? '');

export function uniqueViolation(error: unknown): string | undefined {
  const e = pgError(error);
  return e?.code === '23505' ? String(e.constraint ?? '') : undefined;
}

// PostgreSQL 15 reports a RESTRICT violation as 23503, PGlite (PostgreSQL 18) as 23001.
export const isForeignKeyViolation = raised('23503', '23001');
/** Raised by students_room_rules: rules bed-capacity and hostel-gender. */
export const isRoomFull = raised('HMS01');
export const isWrongHostelType = raised('HMS02');
/** Raised by rooms_within_hostel_totals and hostels_totals_hold_rooms. */
export const isOverDeclaredTotals = raised('HMS03', 'HMS04');
/** Raised by ledger_accounts_keep: an entry for a student deleted without an account. */
export const isHolderDeleted = raised('HMS09');
