/** A prepared list: its page, whose every row carries the filter's total, and that total alone. */
export type PreparedList<Row extends { total: number }> = {
  page: { execute: (values: Record<string, unknown>) => Promise<Row[]> };
  count: { execute: (values: Record<string, unknown>) => Promise<{ total: number }[]> };
};

/**
 * One page of a list with the filter's total. The page's statement counts the total itself and
 * answers rows only while the caller's account exists (decision 014), so a list costs the
 * database one round trip. A page with no row cannot say which of the two it lacks: only then is
 * the account checked on its own (`confirmCaller`, which throws when it is gone) and the total
 * counted on its own.
 */
export async function pageWithTotal<Row extends { total: number }>(
  queries: PreparedList<Row>,
  values: Record<string, unknown>,
  page: { limit: number; offset: number },
  confirmCaller: () => Promise<void>,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await queries.page.execute({ ...values, ...page });
  const [first] = rows;
  if (first) return { rows, total: first.total };
  await confirmCaller();
  if (page.offset === 0) return { rows, total: 0 };
  const [counted] = await queries.count.execute(values);
  return { rows, total: counted?.total ?? 0 };
}
