/** Rows an export reads at a time: a campus's list is never held whole, and few round trips. */
export const SLICE_ROWS = 1_000;

/**
 * A whole list in its own order, `size` rows at a time: each slice is the rows after the last
 * one of the slice before (its cursor), read along the list's index, never skipping an offset.
 * The next slice is asked for as soon as one arrives, so the database reads it while the
 * caller writes this one; a slice shorter than `size` ends the list.
 */
export async function* inSlices<Row, Cursor>(
  read: (after: Cursor | undefined, size: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  size: number = SLICE_ROWS,
): AsyncGenerator<Row[]> {
  let pending = readAhead(read(undefined, size));
  for (;;) {
    const slice = await pending;
    const last = slice.at(-1);
    const more = last !== undefined && slice.length >= size;
    if (more) pending = readAhead(read(cursorOf(last), size));
    if (slice.length > 0) yield slice;
    if (!more) return;
  }
}

/**
 * A slice read ahead may fail while the one before is still being written, before anything awaits
 * it, or never be awaited when the client goes away. Its failure still reaches the `await` that
 * takes it; it is only kept from counting as unhandled meanwhile.
 */
function readAhead<T>(slice: Promise<T>): Promise<T> {
  slice.catch(() => {});
  return slice;
}
