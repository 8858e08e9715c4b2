import { formatDay } from '@hms/shared/calendar-day';
import type { MessPlan } from '@hms/shared/mess';
import type { ResidentPlan } from '@hms/shared/mess-enrolment';
import { cn } from '@/lib/class-names';
import { ChangePlanButton } from './plan-change-dialog';
import { PhoneLabel, stackedTable as t } from './stacked-table';

/** "Non-veg from 1 Dec 2026", "No plan from 1 Dec 2026", or a dash when none is set. */
export function nextChangeText(resident: ResidentPlan): string {
  const { next } = resident;
  return next ? `${next.plan?.name ?? 'No plan'} from ${formatDay(next.from)}` : '—';
}

const wrap = '[overflow-wrap:anywhere]';

function ResidentRow({
  resident,
  plans,
  canEdit,
}: {
  resident: ResidentPlan;
  plans: readonly MessPlan[];
  canEdit: boolean;
}) {
  return (
    <tr className={t.row}>
      <td className={cn(t.cell, wrap, 'font-semibold text-slate-900 tabular-nums')}>
        <PhoneLabel>Room</PhoneLabel>
        {resident.roomNumber}
      </td>
      <th scope="row" className={cn(t.cell, wrap, 'text-left font-semibold text-slate-900')}>
        <PhoneLabel>Name</PhoneLabel>
        {resident.name}
      </th>
      <td className={cn(t.cell, wrap, 'font-mono text-slate-700')}>
        <PhoneLabel>Student ID</PhoneLabel>
        {resident.rollNumber ?? '—'}
      </td>
      <td className={cn(t.cell, wrap, 'text-slate-900')}>
        <PhoneLabel>Plan</PhoneLabel>
        {resident.plan?.name ?? <span className="text-slate-600">No plan</span>}
      </td>
      <td className={cn(t.cell, wrap, 'text-slate-700')}>
        <PhoneLabel>Next change</PhoneLabel>
        {nextChangeText(resident)}
      </td>
      {canEdit && (
        <td className={cn(t.cell, 'max-sm:col-span-2 sm:text-right')}>
          <ChangePlanButton resident={resident} plans={plans} />
        </td>
      )}
    </tr>
  );
}

type ResidentsTableProps = {
  residents: readonly ResidentPlan[];
  /** The hostel's plans, for the Change plan dialog. */
  plans: readonly MessPlan[];
  /** The office and mess managers change a resident's plan; a warden reads. */
  canEdit: boolean;
  /** Names the table for screen readers. */
  caption: string;
  /** The next page is loading: the rows shown are the last page's. */
  busy: boolean;
};

/**
 * Each resident by room with the plan they are on today and the next change set, if any: a table
 * on a screen, a card a resident on a phone.
 */
export function ResidentsTable({ residents, plans, canEdit, caption, busy }: ResidentsTableProps) {
  return (
    <table
      aria-busy={busy || undefined}
      className={cn(t.table, busy && 'opacity-60 transition-opacity')}
    >
      <caption className="sr-only">{caption}</caption>
      <thead className={t.head}>
        <tr className="border-b border-slate-300">
          {['Room', 'Name', 'Student ID', 'Plan', 'Next change'].map((column) => (
            <th key={column} scope="col" className={t.headCell}>
              {column}
            </th>
          ))}
          {canEdit && (
            <th scope="col" className={t.headCell}>
              <span className="sr-only">Change</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className={t.body}>
        {residents.map((resident) => (
          <ResidentRow key={resident._id} resident={resident} plans={plans} canEdit={canEdit} />
        ))}
      </tbody>
    </table>
  );
}
