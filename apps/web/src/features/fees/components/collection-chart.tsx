import { useId } from 'react';
import type { Collection } from '@hms/shared/fees';
import { formatRupees } from '@hms/shared/money';
import { cn } from '@/lib/class-names';

type BarProps = { label: string; amount: number; max: number; className: string };

/** One bar, named and numbered in text; its length only repeats the number. */
function Bar({ label, amount, max, className }: BarProps) {
  const width = max > 0 ? Math.max((amount / max) * 100, amount > 0 ? 1 : 0) : 0;
  return (
    <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-2 text-xs sm:grid-cols-[5.5rem_minmax(0,1fr)_7rem]">
      <span className="text-slate-600">{label}</span>
      <div aria-hidden="true" className="h-3 rounded-sm bg-slate-100">
        <div className={cn('h-3 rounded-sm', className)} style={{ width: `${width}%` }} />
      </div>
      <span className="col-start-2 font-medium text-slate-900 tabular-nums sm:col-start-auto sm:text-right">
        {formatRupees(amount)}
      </span>
    </div>
  );
}

/**
 * Charged beside collected, hostel by hostel, as bars drawn with CSS (no chart library). Every
 * bar carries its word and amount, and the two differ in pattern as well as colour.
 */
export function CollectionChart({
  collection,
  caption,
}: {
  collection: Collection;
  caption: string;
}) {
  const captionId = useId();
  const max = Math.max(0, ...collection.hostels.flatMap((row) => [row.charged, row.collected]));
  return (
    <figure aria-labelledby={captionId} className="space-y-3">
      <figcaption id={captionId} className="text-sm font-medium text-slate-700">
        {caption}
      </figcaption>
      <ul className="space-y-4">
        {collection.hostels.map((row) => (
          <li key={row.hostel._id} className="space-y-1">
            <p className="text-sm font-semibold text-slate-900">{row.hostel.name}</p>
            <Bar label="Charged" amount={row.charged} max={max} className="bg-slate-500" />
            <Bar
              label="Collected"
              amount={row.collected}
              max={max}
              className="bg-indigo-600 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.35)_4px_8px)]"
            />
          </li>
        ))}
      </ul>
    </figure>
  );
}
