import type { Pagination } from '@hms/shared/pagination';
import { sql, type Placeholder } from 'drizzle-orm';
import type { RecentValues } from '../cache/recent-values';

/** The rows of one page: `limit` of them after skipping `offset`. */
export type PageWindow = { limit: number; offset: number };

/** The page a caller asks for: numbers count from 1. */
export type Paging = { page: number; limit: number };

/** A page of a list as the API answers it. */
export type PageOf<Item> = { data: Item[]; pagination: Pagination };

export function pageWindow({ page, limit }: Paging): PageWindow {
  return { limit, offset: (page - 1) * limit };
}

/** What sits under a page's items: which page it is and how many there are in all. */
export function pagination(
  { page, limit }: Paging,
  total: { count: number; capped?: boolean },
): Pagination {
  return { page, limit, total: total.count, ...(total.capped ? { totalCapped: true } : {}) };
}

type Statement<Row> = { execute: (values: Record<string, unknown>) => Promise<Row[]> };

/**
 * A list's statements for one shape of filters (preparedByShape): its page, and its count.
 * The page's statement may use `limit`, `offset` and `reach` (where the page ends).
 */
type ListStatements<Row> = {
  /** Unique among the lists' shapes: with the filter's values, the key of its count. */
  name: string;
  page: Statement<Row>;
  count: Statement<{ total: number }>;
};

/** The one column of a list's count statement. */
export const countColumn = { total: sql<number>`count(*)::int` };

/** A page's query before its window: Drizzle's select, ordered, with its filters. */
type Unwindowed<Prepared> = {
  limit(limit: Placeholder): { offset(offset: Placeholder): { prepare(name: string): Prepared } };
};

/**
 * A list's statements for one shape of filters, prepared under the shape's name: the page, read in
 * the window readPage binds (`limit` and `offset`), and its count.
 */
export function listStatements<Page, Count>(
  name: string,
  page: Unwindowed<Page>,
  count: { prepare(name: string): Count },
) {
  return {
    name,
    page: page.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name),
    count: count.prepare(`${name}_count`),
  };
}

/**
 * The one way a list reads a page: its rows in the window and the list's count, side by side
 * (docs/decisions/058-one-way-to-write-a-repository.md). A list whose statements are prepared by
 * shape and whose counts are reused reads through `readPage`, which is built on this.
 */
export async function pageAndCount<Row, Count>(
  window: PageWindow,
  rows: (window: PageWindow) => Promise<Row[]>,
  count: () => Promise<Count>,
): Promise<{ rows: Row[]; count: Count }> {
  const [read, counted] = await Promise.all([rows(window), count()]);
  return { rows: read, count: counted };
}

/**
 * A page of a list and the list's count, read side by side. The count of a filter is reused for a
 * few seconds (`totals`, docs/decisions/036): counting a campus's complaints of one status is most
 * of a page's cost, and an office pages through the same list again and again. A page that is not
 * full ends the list, so it says the total itself; otherwise a count a moment old is taken, but
 * never one below the rows shown.
 */
export async function readPage<Row>(
  statements: ListStatements<Row>,
  filter: Record<string, unknown>,
  window: PageWindow,
  totals: RecentValues<number>,
): Promise<{ rows: Row[]; count: number }> {
  const reach = window.offset + window.limit;
  const { rows, count } = await pageAndCount(
    window,
    (window) => statements.page.execute({ ...filter, ...window, reach }),
    () =>
      totals.get(
        `${statements.name}:${JSON.stringify(filter)}`,
        async () => (await statements.count.execute(filter))[0]?.total ?? 0,
      ),
  );
  if (rows.length === 0) return { rows, count: window.offset === 0 ? 0 : count };
  const shown = window.offset + rows.length;
  return { rows, count: rows.length < window.limit ? shown : Math.max(count, shown) };
}
