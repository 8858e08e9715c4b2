import { ChartColumn } from 'lucide-react';
import { useState } from 'react';
import { feeMessages as m, type Collection as CollectionData } from '@hms/shared/fees';
import { formatMonth, monthOf } from '@hms/shared/fee-rules';
import { MonthField } from '@/components/ui/month-field';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { SectionCard } from '@/components/ui/section-card';
import { Spinner } from '@/components/ui/spinner';
import { useToday } from '@/lib/public-config';
import { cn } from '@/lib/class-names';
import { useCollection } from '../api/get-collection';
import { CollectionChart } from './collection-chart';
import { Money } from './money';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const cell = 'px-2 py-2 first:pl-0 last:pr-0';
const money = cn(cell, 'text-right tabular-nums');
// "Outstanding" in a phone's narrow column: hyphenated (the page is in English) rather than cut.
const header = 'font-medium hyphens-auto';

function CollectionTable({ collection, caption }: { collection: CollectionData; caption: string }) {
  const total = (pick: (row: CollectionData['hostels'][number]) => number) =>
    collection.hostels.reduce((sum, row) => sum + pick(row), 0);
  return (
    <table className="w-full table-fixed border-collapse text-left text-xs sm:text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className={cn(cell, header)}>
            Hostel
          </th>
          <th scope="col" className={cn(money, header)}>
            Charged
          </th>
          <th scope="col" className={cn(money, header)}>
            Collected
          </th>
          <th scope="col" className={cn(money, header)}>
            Outstanding
          </th>
        </tr>
      </thead>
      <tbody>
        {collection.hostels.map((row) => (
          <tr key={row.hostel._id} className="border-t border-slate-100">
            <th scope="row" className={cn(cell, 'font-medium text-slate-900')}>
              {row.hostel.name}
            </th>
            <td className={money}>
              <Money paise={row.charged} />
            </td>
            <td className={money}>
              <Money paise={row.collected} />
            </td>
            <td className={money}>
              <Money paise={row.outstanding} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
        <tr>
          <th scope="row" className={cell}>
            Total
          </th>
          <td className={money}>
            <Money paise={total((row) => row.charged)} />
          </td>
          <td className={money}>
            <Money paise={total((row) => row.collected)} />
          </td>
          <td className={money}>
            <Money paise={total((row) => row.outstanding)} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * A month's collection, hostel by hostel: what was charged and collected in it, and what each
 * hostel's residents owe now; as a table with totals and as bars.
 */
export function Collection() {
  const thisMonth = monthOf(useToday());
  const [month, setMonth] = useState(thisMonth);
  const collection = useCollection(month);
  const named = collection.data ? formatMonth(collection.data.month) : '';

  return (
    <SectionCard title="Collection" icon={ChartColumn} className="max-sm:px-3">
      <div className="max-w-xs">
        <MonthField label="Collection month" value={month} onChange={setMonth} max={thisMonth} />
      </div>
      <div className="mt-5">
        {!MONTH.test(month) ? (
          <p className="text-sm text-slate-600">{m.monthInvalid}.</p>
        ) : collection.isError && !collection.data ? (
          <QueryLoadError query={collection} message={m.loadFailed} />
        ) : !collection.data ? (
          <Spinner label="Loading the collection" className="py-6" />
        ) : collection.data.hostels.length === 0 ? (
          <p className="text-sm text-slate-600">No hostels to show.</p>
        ) : (
          <div
            aria-busy={collection.isPlaceholderData || undefined}
            className="grid gap-6 xl:grid-cols-2"
          >
            <CollectionTable collection={collection.data} caption={`Collection for ${named}`} />
            <CollectionChart
              collection={collection.data}
              caption={`Charged and collected in ${named}`}
            />
          </div>
        )}
      </div>
    </SectionCard>
  );
}
