import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * The fields of a list query schema (`roomListQuerySchema.shape`): `page`, and the filters kept in
 * the URL (`Key`; not `limit`, which is the screen's choice rather than the visitor's). A `sort`
 * among the keys is kept in the URL too, but is no filter: it leaves `hasFilters` false and
 * stays when the filters are cleared (docs/product-rules.md#sorted-lists).
 */
type ListQueryShape<Key extends string> = { page: z.ZodType<number, unknown> } & Record<
  Key,
  z.ZodType
>;

/** A filtered view as the API reads it: each filter set or absent, and the page. */
export type UrlFilters<Shape extends ListQueryShape<Key>, Key extends string> = {
  [K in Key]?: z.output<Shape[K]>;
} & { page: number };

/** The key of a list's order, which is kept like a filter but is not one. */
const SORT = 'sort';

type UpdateOptions = {
  /** Replace the history entry instead of adding one, e.g. while typing a search. */
  replace?: boolean;
};

/**
 * Reads the filters from the URL with the API's own rules; a value the API would refuse (a
 * hand-edited `?page=abc`) is dropped on its own instead of breaking the page, and a blank value
 * means no filter.
 */
function parseFilters<Shape extends ListQueryShape<Key>, Key extends string>(
  shape: Shape,
  keys: readonly Key[],
  params: URLSearchParams,
): UrlFilters<Shape, Key> {
  const filters: Partial<Record<Key, unknown>> = {};
  for (const key of keys) {
    const value: unknown = shape[key].safeParse(params.get(key) ?? undefined).data;
    if (value !== undefined && value !== '') filters[key] = value;
  }
  const page = shape.page.safeParse(params.get('page') ?? undefined).data ?? 1;
  // Each value has just passed its own field's schema, which is what the type says.
  return { ...filters, page } as UrlFilters<Shape, Key>;
}

/** The URL of a filtered view: empty filters and page 1 are left out, so a plain list stays plain. */
function toSearchParams<Shape extends ListQueryShape<Key>, Key extends string>(
  keys: readonly Key[],
  filters: UrlFilters<Shape, Key>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value: unknown = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * A list screen's filters and page, kept in the URL under the API's own names, so a filtered view
 * survives a reload, can be bookmarked, and Back returns to the previous one. Changing a filter
 * goes back to page 1. Pass `keys` as a module-level constant: the setters are stable only while
 * it is.
 */
export function useUrlFilters<Shape extends ListQueryShape<Key>, Key extends string>(
  shape: Shape,
  keys: readonly Key[],
) {
  const [params, setSearchParams] = useSearchParams();
  const filters = parseFilters(shape, keys, params);
  const hasFilters = keys.some((key) => key !== SORT && filters[key] !== undefined);

  // react-router hands a functional update the parameters of the last render, not those of the
  // last update: two filters chosen before the page renders again would keep only the second.
  // Each update here starts from the last one asked for.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const setParams = useCallback(
    (
      next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
      options?: UpdateOptions,
    ) => {
      const value = typeof next === 'function' ? next(latest.current) : next;
      latest.current = value;
      setSearchParams(value, options);
    },
    [setSearchParams],
  );

  const setFilters = useCallback(
    (changes: Partial<UrlFilters<Shape, Key>>, { replace = false }: UpdateOptions = {}) =>
      setParams(
        (current) =>
          toSearchParams(keys, { ...parseFilters(shape, keys, current), page: 1, ...changes }),
        { replace },
      ),
    [setParams, shape, keys],
  );

  const setPage = useCallback(
    (page: number) =>
      setParams((current) => toSearchParams(keys, { ...parseFilters(shape, keys, current), page })),
    [setParams, shape, keys],
  );

  // Typing settles into one history entry instead of one per pause. A screen without `search`
  // among its keys never shows a search box, and toSearchParams would drop the value anyway.
  const setSearch = useCallback(
    (search: string) =>
      setParams(
        (current) =>
          toSearchParams(keys, {
            ...parseFilters(shape, keys, current),
            page: 1,
            search: search || undefined,
          } as UrlFilters<Shape, Key>),
        { replace: true },
      ),
    [setParams, shape, keys],
  );

  const clearFilters = useCallback(
    () =>
      setParams((current) => {
        const sort = (keys as readonly string[]).includes(SORT) ? current.get(SORT) : null;
        return new URLSearchParams(sort ? { [SORT]: sort } : {});
      }),
    [setParams, keys],
  );

  return { filters, hasFilters, setFilters, setSearch, setPage, clearFilters };
}
