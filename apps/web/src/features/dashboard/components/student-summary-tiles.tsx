import { Building, DoorOpen, IdCard, type LucideIcon } from 'lucide-react';
import { dashboardMessages } from '@hms/shared/messages';
import type { StudentProfile } from '@hms/shared/profile';
import { Card } from '@/components/ui/card';

type TileProps = {
  label: string;
  icon: LucideIcon;
  /** Absent until an administrator assigns it. */
  value: string | undefined;
};

function Tile({ label, icon: Icon, value }: TileProps) {
  return (
    <Card className="p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
        {label}
      </dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900">
        {value ?? (
          <span className="font-normal text-slate-600 italic">{dashboardMessages.notAssigned}</span>
        )}
      </dd>
    </Card>
  );
}

/** The student's ID, hostel and room at a glance (docs/product-rules.md#student-dashboard). */
export function StudentSummaryTiles({ student }: { student: StudentProfile }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Tile label="Student ID" icon={IdCard} value={student.studentId} />
      <Tile label="Hostel" icon={Building} value={student.hostel?.name} />
      <Tile label="Room" icon={DoorOpen} value={student.room?.roomNumber} />
    </dl>
  );
}
