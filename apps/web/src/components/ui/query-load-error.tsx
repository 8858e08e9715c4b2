import { getErrorDetail } from '@/lib/error-message';
import { LoadError } from './load-error';

/** The parts of a TanStack query that a failed load needs. */
type FailedQuery = { error: unknown; isFetching: boolean; refetch: () => unknown };

/** LoadError for a query: its reason as the detail, and Retry refetches it. */
export function QueryLoadError({ query, message }: { query: FailedQuery; message: string }) {
  return (
    <LoadError
      message={message}
      detail={getErrorDetail(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
