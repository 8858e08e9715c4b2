import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Student } from '@hms/shared/students';
import { PAGE_LIMIT_DEFAULT } from '@hms/shared/constants';
import { studentMessages } from '@hms/shared/messages';
import {
  PagedList,
  type PagedListControls,
  type PagedListMessages,
} from '@/components/ui/paged-list';
import { useStudents } from '../api/get-students';
import type { StudentFilters } from '../hooks/use-student-filters';
import { AssignRoom } from './assign-room';
import type { HostelOption } from './hostel-offer';
import { DeleteStudent } from './delete-student';
import { CheckOut } from './check-out';
import { StudentCard } from './student-card';
import { SwapBeds } from './swap-beds';
import { UnassignRoom } from './unassign-room';
import { UpdateStudent } from './update-student';
import { HistoryLink } from '@/components/ui/history-link';

const messages = {
  loading: 'Loading students',
  loadFailed: studentMessages.loadFailed,
  empty: studentMessages.empty,
  emptyHint: 'Add a student to get started.',
  emptyFiltered: studentMessages.emptyFiltered,
  emptyFilteredHint: 'Try another search, or clear the filters to see every student.',
} satisfies PagedListMessages;

type StudentsListProps = PagedListControls & {
  filters: StudentFilters;
  /**
   * For the assign dialog's hostel choice. Until they arrive (undefined) the list waits too, so
   * the hostel filter above it is never seen unfilled beside a filtered list.
   */
  hostels: readonly HostelOption[] | undefined;
  /** An administrator's list, with Edit and Delete on each card. */
  manage?: boolean;
  /** The card's Stays button, from the residencies feature. */
  renderStays?: (student: Student) => ReactNode;
  /** The card's Guardians button, from the guardians feature. */
  renderContacts?: (student: Student) => ReactNode;
  /** The card's balance and Fees button, from the fees feature. */
  renderFees?: (student: Student) => ReactNode;
  /** An administrator's Temporary Password button, from the password-reset feature. */
  renderAccount?: (student: Student) => ReactNode;
};

export function StudentsList({
  filters,
  hostels,
  manage = true,
  renderStays,
  renderContacts,
  renderFees,
  renderAccount,
  ...controls
}: StudentsListProps) {
  const students = useStudents({ ...filters, limit: PAGE_LIMIT_DEFAULT });

  return (
    <PagedList
      query={students}
      context={hostels}
      renderItem={(student, hostelChoices) => (
        <StudentCard
          student={student}
          roomActions={
            <>
              <AssignRoom student={student} hostels={hostelChoices} />
              {student.room && (
                <UnassignRoom student={student} roomNumber={student.room.roomNumber} />
              )}
              <CheckOut student={student} />
              <SwapBeds student={student} />
              {renderStays?.(student)}
              {renderContacts?.(student)}
            </>
          }
          fees={renderFees?.(student)}
          actions={
            manage && (
              <>
                <HistoryLink entityType="student" entityId={student._id} label={student.name} />
                <UpdateStudent student={student} />
                {renderAccount?.(student)}
                <DeleteStudent student={student} />
              </>
            )
          }
        />
      )}
      messages={messages}
      icon={Users}
      noun={{ one: 'student', other: 'students' }}
      {...controls}
    />
  );
}
