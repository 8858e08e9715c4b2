import type { Pagination } from '@hms/shared/pagination';
import type { ListTotals } from './list-totals';

type Statement<Result> = { execute: (values: Record<string, unknown>) => Promise<Result[]> };

/**
 * A prepared list: its page, whose every row carries the filter's total; the same page without
 * the total; and that total alone.
 */
export type PreparedList<Row extends { total: number }> = {
  /** The list and its shape, unique among lists: with the filter's values, a total's key. */
  name: string;
  page: Statement<Row>;
  pageAlone: Statement<Omit<Row, 'total'>>;
  count: Statement<{ total: number }>;
  /**
   * The page read by walking the list's order through a bounded number of rows, for a filter
   * that matches many (decision 030). Its page is exact only when it comes back full: short, the
   * walk ran out before the page ended, and the page is read again as `pageAlone`.
   */
  walk?: {
    page: Statement<Omit<Row, 'total'>>;
    /** The least total worth walking for: below it, gathering the matches costs less. */
    minTotal: number;
  };
};

export type ListRequest = {
  /** The filter's values; `callerId`, `limit` and `offset` are added here. */
  filter: Record<string, unknown>;
  callerId: string;
  page: { limit: number; offset: number };
  /** Checks the caller's account on its own; throws when it is gone. */
  confirmCaller: () => Promise<void>;
  totals: ListTotals;
};

/**
 * One page of a list with the filter's total. The page's statement answers rows only while the
 * caller's account exists (decision 014), so a list costs the database one round trip. When the
 * filter's total was counted recently it is reused and the page is read alone; otherwise the
 * page's statement counts it too (decision 023). A page with no row cannot say which of the two
 * it lacks: only then is the account checked on its own and the total counted on its own.
 */
export async function pageWithTotal<Row extends { total: number }>(
  queries: PreparedList<Row>,
  { filter, callerId, page, confirmCaller, totals }: ListRequest,
): Promise<{ rows: Omit<Row, 'total'>[]; total: number }> {
  const values = { ...filter, callerId, ...page };
  const key = `${queries.name}:${JSON.stringify(filter)}`;
  const known = totals.lookup(key) ?? (await totals.counting(key));
  if (known !== undefined) {
    const rows =
      (await walkedPage(queries, values, { key, known, page, totals })) ??
      (await queries.pageAlone.execute(values));
    if (rows.length === 0) await confirmCaller();
    return { rows, total: known };
  }

  const startedIn = totals.begin();
  const reading = queries.page.execute(values);
  // An empty page carries no total, and a failed one none either: those waiting count their own.
  totals.share(
    key,
    reading.then(
      (rows) => rows[0]?.total,
      () => undefined,
    ),
  );
  const rows = await reading;
  const [first] = rows;
  if (first) {
    totals.keep(key, first.total, startedIn);
    return { rows, total: first.total };
  }
  await confirmCaller();
  if (page.offset === 0) return { rows, total: 0 };
  const [counted] = await queries.count.execute(filter);
  const total = counted?.total ?? 0;
  totals.keep(key, total, startedIn);
  return { rows, total };
}

/**
 * The page by the list's walk when the kept total says the filter matches enough rows for a walk
 * to pay and the page is full; undefined when there is no walk to try or it came back short.
 */
async function walkedPage<Row extends { total: number }>(
  queries: PreparedList<Row>,
  values: Record<string, unknown>,
  {
    key,
    known,
    page,
    totals,
  }: { key: string; known: number; page: ListRequest['page']; totals: ListTotals },
): Promise<Omit<Row, 'total'>[] | undefined> {
  const { walk } = queries;
  const reach = page.offset + page.limit;
  if (!walk || known < Math.max(walk.minTotal, reach) || !totals.walkMayReach(key, reach)) {
    return undefined;
  }
  const rows = await walk.page.execute(values);
  if (rows.length === page.limit) return rows;
  totals.walkCameShort(key, reach);
  return undefined;
}

/**
 * A list as the API answers it: the page asked for (page numbers count from 1) read through
 * `read`, each row shown with `show`, and the pagination under it.
 */
export async function answerPage<Row, Item>(
  paging: { page: number; limit: number },
  read: (window: { limit: number; offset: number }) => Promise<{ rows: Row[]; total: number }>,
  show: (row: Row) => Item,
): Promise<{ data: Item[]; pagination: Pagination }> {
  const { limit, page } = paging;
  const { rows, total } = await read({ limit, offset: (page - 1) * limit });
  return { data: rows.map(show), pagination: { page, limit, total } };
}
