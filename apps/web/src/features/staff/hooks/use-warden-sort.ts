import { useSearchParams } from 'react-router';
import type { SortKey } from '@hms/shared/sorting';
import {
  WARDEN_DEFAULT_SORT,
  wardenListQuerySchema,
  type WardenSortField,
} from '@hms/shared/staff';
import type { SortColumn } from '@/components/ui/sort-headers';

/** The headers the Staff page sorts its wardens by (docs/product-rules.md#sorted-lists). */
export const wardenSortColumns: readonly SortColumn<WardenSortField>[] = [
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'Email' },
];

/**
 * The Staff page's order, in the URL (`?sort=`) like a paged list's: the list is not paged or
 * filtered, so the order is all its URL holds. A hand-edited unknown order reads as the plain one.
 */
export function useWardenSort() {
  const [params, setParams] = useSearchParams();
  const asked = wardenListQuerySchema.shape.sort.safeParse(params.get('sort') ?? undefined).data;
  return {
    /** What the API is asked for: nothing for the list's own order. */
    asked,
    sort: asked ?? WARDEN_DEFAULT_SORT,
    setSort: (sort: SortKey<WardenSortField>) =>
      setParams(sort === WARDEN_DEFAULT_SORT ? {} : { sort }),
  };
}
