/** A prepared list: its page, whose every row carries the filter's total, and that total alone. */
export type PreparedList<Row extends { total: number }> = {
  page: { execute: (values: Record<string, unknown>) => Promise<Row[]> };
  count: { execute: (values: Record<string, unknown>) => Promise<{ total: number }[]> };
};

/**
 * One page of a list with the filter's total. The page's statement counts the total itself, so
 * a list costs the database one round trip; a page past the end has no row to carry it, and only
 * then is the total counted on its own.
 */
export async function pageWithTotal<Row extends { total: number }>(
  queries: PreparedList<Row>,
  values: Record<string, unknown>,
  page: { limit: number; offset: number },
): Promise<{ rows: Row[]; total: number }> {
  const rows = await queries.page.execute({ ...values, ...page });
  const [first] = rows;
  if (first) return { rows, total: first.total };
  if (page.offset === 0) return { rows, total: 0 };
  const [counted] = await queries.count.execute(values);
  return { rows, total: counted?.total ?? 0 };
}
