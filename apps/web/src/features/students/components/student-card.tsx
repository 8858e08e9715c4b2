import { CircleCheck, CircleMinus, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Student } from '@hms/shared/students';
import { Badge } from '@/components/ui/badge';
import { Card, CardActions } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { formatDate } from '@/lib/format-date';

const linkStyles = cn(
  'inline-flex max-w-full items-center gap-1.5 rounded-sm underline-offset-2 hover:underline',
  focusRing,
);

function NotAssigned() {
  return <span className="text-slate-500 italic">Not assigned</span>;
}

type StudentCardProps = {
  student: Student;
  /** Assign Room, or Change Room and Unassign: beside the hostel and room they change. */
  roomActions?: ReactNode;
  /** The balance and the Fees button, from the fees feature. */
  fees?: ReactNode;
  /** Edit and Delete. */
  actions?: ReactNode;
};

export function StudentCard({ student, roomActions, fees, actions }: StudentCardProps) {
  const { name, studentId, email, phone, course, year, isActive, hostel, room } = student;

  return (
    <Card as="article" className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
          <p className="font-mono text-sm text-slate-600">{studentId}</p>
        </div>
        <Badge tone={isActive ? 'green' : 'slate'} icon={isActive ? CircleCheck : CircleMinus}>
          {isActive ? 'Active' : 'Inactive'}
        </Badge>
      </div>

      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        <li className="min-w-0">
          <a href={`mailto:${email}`} className={linkStyles}>
            <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span>{email}</span>
          </a>
        </li>
        <li>
          <a href={`tel:${phone}`} className={linkStyles}>
            <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            {phone}
          </a>
        </li>
      </ul>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-slate-600">Course</dt>
          <dd className="font-medium text-slate-900">
            {course} · Year {year}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Joined</dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={student.admissionDate}>{formatDate(student.admissionDate)}</time>
          </dd>
        </div>
      </dl>

      <div className="mt-4 rounded-xl bg-slate-50 p-3">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="min-w-0">
            <dt className="text-slate-600">Hostel</dt>
            <dd className="font-medium text-slate-900">{hostel ? hostel.name : <NotAssigned />}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Room</dt>
            <dd className="font-medium text-slate-900">
              {room ? (
                <>
                  Room {room.roomNumber}
                  {student.bed && <span className="text-slate-600"> · Bed {student.bed}</span>}
                </>
              ) : (
                <NotAssigned />
              )}
            </dd>
          </div>
        </dl>
        {roomActions && <div className="mt-3 flex flex-wrap gap-2">{roomActions}</div>}
      </div>

      {fees && <div className="mt-4">{fees}</div>}

      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}
