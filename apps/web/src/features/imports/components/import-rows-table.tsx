import type { ImportRow } from '@hms/shared/imports';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/class-names';
import { fateLabel, fateLooks } from './import-fates';

const cell = 'px-2 py-2.5 align-top first:pl-0 last:pr-0';
const countFormat = new Intl.NumberFormat('en-IN');

function Fate({ row, committed }: { row: ImportRow; committed: boolean }) {
  const { tone, icon } = fateLooks[row.fate];
  return (
    <Badge tone={tone} icon={icon}>
      {fateLabel(row.fate, committed)}
    </Badge>
  );
}

function Problems({ row }: { row: ImportRow }) {
  if (row.problems.length === 0) return <span className="text-slate-500">None</span>;
  return (
    <ul className="space-y-1">
      {row.problems.map((problem, index) => (
        <li key={index}>
          {problem.column !== undefined && (
            <span className="font-semibold text-slate-900">{problem.column}: </span>
          )}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

type ImportRowsTableProps = {
  rows: readonly ImportRow[];
  /** The key column's heading: 'Student ID' or 'Room number'. */
  keyLabel: string;
  committed: boolean;
};

/**
 * One page of a file's rows: the line each starts on, its key, its fate in words and its problems
 * with the column each is in. Fixed columns in which every text wraps, so a long key or sentence
 * never widens the page; a phone shows the fate above the problems.
 */
export function ImportRowsTable({ rows, keyLabel, committed }: ImportRowsTableProps) {
  return (
    <table className="w-full table-fixed border-collapse text-left text-xs sm:text-sm">
      <caption className="sr-only">Rows of the file, refused rows first</caption>
      <colgroup>
        <col className="w-14 sm:w-16" />
        <col className="w-[30%] sm:w-[22%]" />
        <col className="w-44 max-sm:hidden" />
        <col />
      </colgroup>
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className={cn(cell, 'font-medium')}>
            Line
          </th>
          <th scope="col" className={cn(cell, 'font-medium')}>
            {keyLabel}
          </th>
          <th scope="col" className={cn(cell, 'font-medium max-sm:hidden')}>
            Result
          </th>
          <th scope="col" className={cn(cell, 'font-medium')}>
            Problems
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.line} className="border-t border-slate-100">
            <td className={cn(cell, 'text-slate-700 tabular-nums')}>
              {countFormat.format(row.line)}
            </td>
            <td className={cell}>
              {row.key ? (
                <span className="block font-mono text-slate-900">{row.key}</span>
              ) : (
                <span className="text-slate-500">(empty)</span>
              )}
            </td>
            <td className={cn(cell, 'max-sm:hidden')}>
              <Fate row={row} committed={committed} />
            </td>
            <td className={cn(cell, 'text-slate-700')}>
              <span className="mb-1 block sm:hidden">
                <Fate row={row} committed={committed} />
              </span>
              <Problems row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
