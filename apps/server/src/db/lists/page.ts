import type { Pagination } from '@hms/shared/pagination';

/** The rows of one page: `limit` of them after skipping `offset`. */
export type PageWindow = { limit: number; offset: number };

/** Page numbers count from 1. */
export function pageWindow({ page, limit }: { page: number; limit: number }): PageWindow {
  return { limit, offset: (page - 1) * limit };
}

/** What sits under a page's items: which page it is and how many there are in all. */
export function pagination(
  { page, limit }: { page: number; limit: number },
  total: { count: number; capped?: boolean },
): Pagination {
  return { page, limit, total: total.count, ...(total.capped ? { totalCapped: true } : {}) };
}
