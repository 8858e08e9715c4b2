/**
 * A page whose rows carry the filter's total, counted by the same statement, so that a list costs
 * the database one round trip. A page past the end has no row to carry it; only then is the
 * total counted on its own.
 */
export async function pageTotal<Row extends { total: number }>(
  rows: Row[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<number> {
  const [first] = rows;
  if (first) return first.total;
  return offset === 0 ? 0 : countAll();
}
