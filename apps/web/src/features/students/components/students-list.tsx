import { SearchX, Users } from 'lucide-react';
import { PAGE_LIMIT_DEFAULT } from '@hms/shared/constants';
import { studentMessages } from '@hms/shared/messages';
import { Button } from '@/components/ui/button';
import { CardGrid, CardGridSkeleton } from '@/components/ui/card-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { getErrorDetail } from '@/lib/error-message';
import { useStudents } from '../api/get-students';
import type { StudentFilters } from '../hooks/use-student-filters';
import { AssignRoom } from './assign-room';
import type { HostelOption } from './assign-room-form';
import { DeleteStudent } from './delete-student';
import { StudentCard } from './student-card';
import { UnassignRoom } from './unassign-room';
import { UpdateStudent } from './update-student';

type StudentsListProps = {
  filters: StudentFilters;
  hasFilters: boolean;
  /**
   * For the assign dialog's hostel choice. Until they arrive (undefined) the list waits too, so
   * the hostel filter above it is never seen unfilled beside a filtered list.
   */
  hostels: readonly HostelOption[] | undefined;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
};

export function StudentsList({
  filters,
  hasFilters,
  hostels,
  onPageChange,
  onClearFilters,
}: StudentsListProps) {
  const students = useStudents({ ...filters, limit: PAGE_LIMIT_DEFAULT });

  // A failed background refresh keeps the list on screen; only a list never loaded shows the error.
  if (!students.data && students.isError) {
    return (
      <LoadError
        message={studentMessages.loadFailed}
        detail={getErrorDetail(students.error)}
        onRetry={() => void students.refetch()}
        retrying={students.isFetching}
      />
    );
  }
  if (!students.data || !hostels) return <CardGridSkeleton label="Loading students" />;

  const { data, pagination } = students.data;

  if (data.length === 0) {
    // A bookmarked page, or the last student of the last page deleted: there are students, just not here.
    if (pagination.total > 0) {
      return (
        <EmptyState icon={Users} title="This page is past the end of the list.">
          <Button variant="secondary" onClick={() => onPageChange(1)}>
            Go to first page
          </Button>
        </EmptyState>
      );
    }
    if (hasFilters) {
      return (
        <EmptyState
          icon={SearchX}
          title={studentMessages.emptyFiltered}
          description="Try another search, or clear the filters to see every student."
        >
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        </EmptyState>
      );
    }
    return (
      <EmptyState
        icon={Users}
        title={studentMessages.empty}
        description="Add a student to get started."
      />
    );
  }

  return (
    <div className="space-y-4">
      <CardGrid busy={students.isPlaceholderData}>
        {data.map((student) => (
          <li key={student._id}>
            <StudentCard
              student={student}
              roomActions={
                <>
                  <AssignRoom student={student} hostels={hostels} />
                  {student.room && (
                    <UnassignRoom student={student} roomNumber={student.room.roomNumber} />
                  )}
                </>
              }
              actions={
                <>
                  <UpdateStudent student={student} />
                  <DeleteStudent student={student} />
                </>
              }
            />
          </li>
        ))}
      </CardGrid>
      <Pagination
        page={pagination.page}
        pageSize={pagination.limit}
        total={pagination.total}
        onPageChange={onPageChange}
        noun={{ one: 'student', other: 'students' }}
      />
    </div>
  );
}
