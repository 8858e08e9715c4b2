import { UserRound } from 'lucide-react';
import type { Complaint } from '@hms/shared/complaints';
import { cn } from '@/lib/class-names';

type ComplaintStudentProps = {
  student: Complaint['student'];
  /** The name in bold, where the line stands alone (the detail dialog). */
  strong?: boolean;
  className?: string;
};

/**
 * Whose complaint it is, for administrators. Name and ID run as one text beside the icon, so a
 * long name wraps under itself and never squeezes the ID or leaves the icon alone on its line.
 */
export function ComplaintStudent({ student, strong = false, className }: ComplaintStudentProps) {
  return (
    <p className={cn('flex items-start gap-1.5 text-sm text-slate-700', className)}>
      <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <span>
        <span className={cn(strong && 'font-medium text-slate-900')}>{student.name}</span>{' '}
        <span className="font-mono text-slate-600">{student.studentId}</span>
      </span>
    </p>
  );
}
