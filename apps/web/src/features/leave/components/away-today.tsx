import { PlaneLanding, PlaneTakeoff } from 'lucide-react';
import { formatDay } from '@hms/shared/calendar-day';
import { leaveMessages as m, type Leave } from '@hms/shared/leave';
import { Badge } from '@/components/ui/badge';
import { PhoneLink } from '@/components/ui/contact-links';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { SectionCard, SectionEmpty } from '@/components/ui/section-card';
import { Spinner } from '@/components/ui/spinner';
import { useLeaveAway } from '../api/leave';
import { typedText } from './leave-card';

function Person({ leave, due }: { leave: Leave; due?: 'Today' | 'Tomorrow' }) {
  const place = [leave.roomNumber && `Room ${leave.roomNumber}`, leave.hostel?.name]
    .filter(Boolean)
    .join(', ');
  return (
    <li className="min-w-0 space-y-1 py-3 text-sm first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={`min-w-0 font-medium text-slate-900 ${typedText}`}>
          {leave.student.name}{' '}
          <span className="font-mono text-slate-600">({leave.student.studentId})</span>
        </p>
        {due && <Badge tone={due === 'Today' ? 'yellow' : 'blue'}>Back {due.toLowerCase()}</Badge>}
      </div>
      {place && <p className="text-slate-600 [overflow-wrap:anywhere]">{place}</p>}
      <p className={`text-slate-700 ${typedText}`}>
        {leave.destination} · back on {formatDay(leave.to)}
      </p>
      <PhoneLink phone={leave.contactPhone} />
    </li>
  );
}

/**
 * The warden's day (docs/product-rules.md#leave): approved leave covering today, and approved
 * leave whose last day is today or tomorrow.
 */
export function AwayToday({ hostel }: { hostel: string | undefined }) {
  const away = useLeaveAway(hostel);
  if (away.isError && !away.data) return <QueryLoadError query={away} message={m.loadFailed} />;
  if (!away.data) return <Spinner label="Loading who is away" className="py-10" />;
  const { day, awayToday, dueBack } = away.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title="Away today" icon={PlaneTakeoff}>
        {awayToday.length === 0 ? (
          <SectionEmpty>{m.nobodyAway}</SectionEmpty>
        ) : (
          <ul aria-label={`Away on ${formatDay(day)}`} className="divide-y divide-slate-100">
            {awayToday.map((leave) => (
              <Person key={leave._id} leave={leave} />
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title="Due back" icon={PlaneLanding}>
        {dueBack.length === 0 ? (
          <SectionEmpty>{m.nobodyDue}</SectionEmpty>
        ) : (
          <ul aria-label="Due back today or tomorrow" className="divide-y divide-slate-100">
            {dueBack.map((leave) => (
              <Person key={leave._id} leave={leave} due={leave.to === day ? 'Today' : 'Tomorrow'} />
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
