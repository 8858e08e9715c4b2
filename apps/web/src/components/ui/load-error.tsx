import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from './button';

type LoadErrorProps = {
  /** The words of docs/product-rules.md#screen-states, e.g. 'Error loading hostels'. */
  message: string;
  /** What went wrong, when known ('The server could not be reached.'). */
  detail?: string | undefined;
  onRetry: () => void;
  retrying: boolean;
};

/** A list that could not be loaded: says so and offers to try again. */
export function LoadError({ message, detail, onRetry, retrying }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-red-600" />
      <div>
        <p className="font-semibold text-red-900">{message}</p>
        {detail && <p className="mt-1 text-sm text-red-800">{detail}</p>}
      </div>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
