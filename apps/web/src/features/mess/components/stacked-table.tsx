import type { ReactNode } from 'react';

/**
 * The look of a table that is a table from tablets up and a card a row on a phone, as the gate's
 * muster list is: the header goes to screen readers only and each cell says its column's name.
 */
export const stackedTable = {
  table: 'w-full border-collapse text-sm max-sm:block',
  head: 'max-sm:sr-only',
  headCell: 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase',
  body: 'max-sm:block max-sm:space-y-3',
  row: 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4',
  cell: 'min-w-0 align-top max-sm:block sm:border-b sm:border-slate-200 sm:px-3 sm:py-2.5',
} as const;

/** A cell's column name above its value, on a phone only, where the rows are cards. */
export function PhoneLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="block text-xs font-medium text-slate-500 sm:hidden">
      {children}
    </span>
  );
}
