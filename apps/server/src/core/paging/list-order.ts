import { parseSort, type SortDirection, type ListSort, type SortKey } from '@hms/shared/sorting';
import { sql, type SQL } from 'drizzle-orm';

/** A sort's direction as ORDER BY spells it, to follow each of its columns. */
export function sqlDirection(direction: SortDirection): SQL {
  return sql.raw(direction === 'descending' ? 'desc' : 'asc');
}

/**
 * A list's statements for each order it may be read in (docs/product-rules.md#sorted-lists), made
 * when that order is first asked for. The list's own order keeps the statement names it has
 * always had, so its path is the one it was; another order's names end in that order.
 */
export function preparedByOrder<Field extends string, Made>(
  defaultKey: SortKey<Field>,
  make: (sort: ListSort<Field>, nameSuffix: string) => Made,
): (key: SortKey<Field> | undefined) => Made {
  const byKey = new Map<SortKey<Field>, Made>();
  return (key = defaultKey) => {
    let made = byKey.get(key);
    if (!made) {
      const sort = parseSort(key);
      const suffix = `_by_${sort.field}_${sort.direction === 'descending' ? 'desc' : 'asc'}`;
      made = make(sort, key === defaultKey ? '' : suffix.toLowerCase());
      byKey.set(key, made);
    }
    return made;
  };
}
