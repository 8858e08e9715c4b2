import type { DueRow } from '@hms/shared/fees';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { formatDay } from '@/lib/format-date';
import type { FeeStudent } from './fee-access';
import { Money } from './money';

const cell = 'px-2 py-2.5 align-top first:pl-0 last:pr-0';
const countFormat = new Intl.NumberFormat('en-IN');

function placeOf(row: DueRow): string {
  // A deleted student still owes; their ledger is kept, and they live nowhere.
  if (row.deleted) return 'Deleted';
  if (!row.hostel) return 'No room';
  return row.room ? `${row.hostel}, Room ${row.room}` : row.hostel;
}

type DuesTableProps = {
  rows: readonly DueRow[];
  busy: boolean;
  onOpen: (student: FeeStudent) => void;
};

/**
 * Who owes, oldest dues first; the student's name opens their ledger. Text wraps in fixed columns
 * and a phone drops to three, so no row is wider than the screen.
 */
export function DuesTable({ rows, busy, onOpen }: DuesTableProps) {
  return (
    <table
      aria-busy={busy || undefined}
      className={cn(
        'w-full table-fixed border-collapse text-left text-xs sm:text-sm',
        busy && 'opacity-60 transition-opacity',
      )}
    >
      <caption className="sr-only">Students who owe, oldest dues first</caption>
      {/* Phones show three columns; the place and the days move under the name and the date. */}
      <colgroup>
        <col />
        <col className="w-[22%] max-sm:hidden" />
        <col className="w-[30%] sm:w-[16%]" />
        <col className="w-[28%] sm:w-[16%]" />
        <col className="w-[9%] max-sm:hidden" />
      </colgroup>
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className={cn(cell, 'font-medium')}>
            Student
          </th>
          <th scope="col" className={cn(cell, 'font-medium max-sm:hidden')}>
            Hostel and room
          </th>
          <th scope="col" className={cn(cell, 'text-right font-medium')}>
            Balance
          </th>
          <th scope="col" className={cn(cell, 'font-medium')}>
            Owing since
          </th>
          <th scope="col" className={cn(cell, 'text-right font-medium max-sm:hidden')}>
            Days
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.student._id} className="border-t border-slate-100">
            <td className={cell}>
              <button
                type="button"
                aria-label={`Fees of ${row.student.name}`}
                onClick={() => onOpen(row.student)}
                className={cn(
                  'rounded-sm text-left font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900',
                  focusRing,
                )}
              >
                {row.student.name}
              </button>
              <span className="block font-mono text-slate-600">{row.student.studentId}</span>
              <span className="block text-slate-700 sm:hidden">{placeOf(row)}</span>
            </td>
            <td className={cn(cell, 'text-slate-700 max-sm:hidden')}>{placeOf(row)}</td>
            <td className={cn(cell, 'text-right font-medium text-slate-900 tabular-nums')}>
              <Money paise={row.balance} />
            </td>
            <td className={cn(cell, 'text-slate-700')}>
              {row.owingSince ? (
                <time dateTime={row.owingSince}>{formatDay(row.owingSince)}</time>
              ) : (
                '—'
              )}
              <span className="block text-slate-600 sm:hidden">
                {countFormat.format(row.days)} {row.days === 1 ? 'day' : 'days'}
              </span>
            </td>
            <td className={cn(cell, 'text-right text-slate-700 tabular-nums max-sm:hidden')}>
              {countFormat.format(row.days)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
