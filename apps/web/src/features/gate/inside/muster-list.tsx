import type { ReactNode } from 'react';
import type { InsideRow } from '@hms/shared/gate';
import { cn } from '@/lib/class-names';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { isCalendarDay, WhereaboutsBadge } from './whereabouts';

const roomOrder = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The residents by room number, as a person walks the corridors: 2 before 10, A-9 before A-10.
 * The server sends them so already; a stable sort keeps its order within a room.
 */
export function inRoomOrder(residents: readonly InsideRow[]): InsideRow[] {
  return [...residents].sort((a, b) => roomOrder.compare(a.roomNumber, b.roomNumber));
}

const formatUntil = (value: string) =>
  isCalendarDay(value) ? formatDay(value) : formatDateTime(value);

/** A cell's name above its value, on a phone only, where the rows are cards without a header. */
function PhoneLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="block text-xs font-medium text-slate-500 sm:hidden">
      {children}
    </span>
  );
}

const cell =
  'min-w-0 align-top max-sm:block sm:border-b sm:border-slate-200 sm:px-3 sm:py-2.5 print:px-1.5 print:py-1';
const headCell =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase print:px-1.5 print:py-1 print:tracking-normal';

function MusterRow({ row }: { row: InsideRow }) {
  return (
    <tr className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4 print:break-inside-avoid">
      <td className={cn(cell, 'font-semibold text-slate-900 tabular-nums')}>
        <PhoneLabel>Room</PhoneLabel>
        {row.roomNumber}
      </td>
      <th scope="row" className={cn(cell, 'text-left font-semibold text-slate-900')}>
        <PhoneLabel>Name</PhoneLabel>
        {row.name}
      </th>
      <td className={cn(cell, 'font-mono text-slate-700')}>
        <PhoneLabel>Roll number</PhoneLabel>
        {row.rollNumber}
      </td>
      <td className={cell}>
        <PhoneLabel>Whereabouts</PhoneLabel>
        <WhereaboutsBadge whereabouts={row.whereabouts} className="print:whitespace-normal" />
      </td>
      <td className={cn(cell, 'text-slate-700')}>
        <PhoneLabel>Since / leave until</PhoneLabel>
        {row.since && <span className="block">Since {formatDateTime(row.since)}</span>}
        {row.leaveUntil && <span className="block">Leave until {formatUntil(row.leaveUntil)}</span>}
        {!row.since && !row.leaveUntil && <span className="text-slate-500">No movement yet</span>}
      </td>
      <td className={cn(cell, 'text-slate-700')}>
        <PhoneLabel>Phone</PhoneLabel>
        <a href={`tel:${row.phone}`} className="whitespace-nowrap underline underline-offset-2">
          {row.phone}
        </a>
      </td>
      <td className={cn(cell, 'text-slate-700 max-sm:col-span-2')}>
        <PhoneLabel>Guardians</PhoneLabel>
        {row.guardians.length === 0 ? (
          <span className="text-slate-500">None given</span>
        ) : (
          <ul className="space-y-1">
            {row.guardians.map((guardian, index) => (
              <li key={index}>
                {guardian.name} ({guardian.relation}),{' '}
                <a
                  href={`tel:${guardian.phone}`}
                  className="whitespace-nowrap underline underline-offset-2"
                >
                  {guardian.phone}
                </a>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

type MusterListProps = {
  residents: readonly InsideRow[];
  /** Names the table for screen readers: 'Kaveri: everyone, by room'. */
  caption: string;
};

/**
 * The muster list: each resident by room, with where they are, since when, and whom to call. A
 * table on a screen and on paper (A4, its header on every page, no row split across two); cards
 * one under another on a phone.
 */
export function MusterList({ residents, caption }: MusterListProps) {
  return (
    <table className="w-full border-collapse text-sm max-sm:block sm:rounded-2xl sm:bg-white print:table-fixed print:text-[9pt]">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b border-slate-300">
          <th scope="col" className={cn(headCell, 'w-[7%]')}>
            Room
          </th>
          <th scope="col" className={cn(headCell, 'w-[19%]')}>
            Name
          </th>
          <th scope="col" className={cn(headCell, 'w-[13%]')}>
            Roll number
          </th>
          <th scope="col" className={cn(headCell, 'w-[14%]')}>
            Whereabouts
          </th>
          <th scope="col" className={cn(headCell, 'w-[16%]')}>
            Since / leave until
          </th>
          <th scope="col" className={cn(headCell, 'w-[12%]')}>
            Phone
          </th>
          <th scope="col" className={headCell}>
            Guardians
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block max-sm:space-y-3">
        {inRoomOrder(residents).map((row) => (
          <MusterRow key={row.studentId} row={row} />
        ))}
      </tbody>
    </table>
  );
}
