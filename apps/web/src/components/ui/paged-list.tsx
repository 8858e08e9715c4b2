import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Pagination as PageInfo } from '@hms/shared/pagination';
import { CardGrid, CardGridSkeleton } from './card-grid';
import { ListEmptyState, type ListEmptyMessages } from './empty-state';
import { LineList } from './line-list';
import { QueryLoadError } from './query-load-error';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

/** One page of a list as the API returns it (docs/product-rules.md#paged-lists). */
type Page<Item> = { data: readonly Item[]; pagination: PageInfo };

/** What the list says in each of its states. */
export type PagedListMessages = ListEmptyMessages & {
  /** The placeholder's accessible name, e.g. 'Loading rooms'. */
  loading: string;
  loadFailed: string;
};

/**
 * What the page around a filtered list gives it: whether a filter is in force, and the ways to
 * another page and out of the filters. A feature's list passes them on to `PagedList` as they are.
 */
export type PagedListControls = {
  hasFilters: boolean;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
};

type PagedListProps<Item extends { _id: string }, Context> = PagedListControls & {
  /** The page's query; its previous page stays as placeholder data while the next one loads. */
  query: UseQueryResult<Page<Item>>;
  /**
   * What the cards need besides their item, such as the hostel choices of an edit dialog. Until it
   * arrives (undefined) the list waits too, so the filters above it are never seen unfilled beside
   * a filtered list.
   */
  context: Context | undefined;
  renderItem: (item: Item, context: Context) => ReactNode;
  messages: PagedListMessages;
  /** Shown with the empty states. */
  icon: LucideIcon;
  /** What the pagination counts, singular and plural: { one: 'room', other: 'rooms' }. */
  noun: { one: string; other: string };
  /**
   * Shows the items one under another as a list of this name ('Notifications, newest first'),
   * with a spinner while loading, instead of the grid of cards.
   */
  listLabel?: string;
};

/**
 * A filtered, paged list in each of its states: loading, failed with Retry, empty, empty for the
 * filters with Clear filters, a page past the end, and the cards (or lines) with their pagination.
 */
export function PagedList<Item extends { _id: string }, Context>({
  query,
  context,
  renderItem,
  messages,
  icon,
  noun,
  listLabel,
  hasFilters,
  onPageChange,
  onClearFilters,
}: PagedListProps<Item, Context>) {
  // A failed background refresh keeps the list on screen; only a list never loaded shows the error.
  if (!query.data && query.isError) {
    return <QueryLoadError query={query} message={messages.loadFailed} />;
  }
  if (!query.data || context === undefined) {
    return listLabel === undefined ? (
      <CardGridSkeleton label={messages.loading} />
    ) : (
      <Spinner label={messages.loading} className="py-12" />
    );
  }

  const { data, pagination } = query.data;

  if (data.length === 0) {
    return (
      <ListEmptyState
        total={pagination.total}
        hasFilters={hasFilters}
        icon={icon}
        messages={messages}
        onPageChange={onPageChange}
        onClearFilters={onClearFilters}
      />
    );
  }

  const items = data.map((item) => <li key={item._id}>{renderItem(item, context)}</li>);
  return (
    <div className="space-y-4">
      {listLabel === undefined ? (
        <CardGrid busy={query.isPlaceholderData}>{items}</CardGrid>
      ) : (
        <LineList label={listLabel} busy={query.isPlaceholderData}>
          {items}
        </LineList>
      )}
      <Pagination
        page={pagination.page}
        pageSize={pagination.limit}
        total={pagination.total}
        totalCapped={pagination.totalCapped}
        onPageChange={onPageChange}
        noun={noun}
      />
    </div>
  );
}
