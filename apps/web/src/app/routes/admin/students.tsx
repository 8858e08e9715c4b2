import { useIsAdministrator } from '@/features/auth/hooks/use-session';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { useHostelChoices } from '@/features/hostels/hooks/use-hostel-choices';
import { exportStudents } from '@/features/students/api/get-students';
import { CreateStudent } from '@/features/students/components/create-student';
import { StudentFilters } from '@/features/students/components/student-filters';
import { StudentsList } from '@/features/students/components/students-list';
import { StaysButton } from '@/features/residencies/components/stays-button';
import { GuardiansButton } from '@/features/guardians/components/guardians-button';
import { StudentRollCallsButton } from '@/features/roll-call/components/student-roll-calls';
import {
  studentSortColumns,
  useStudentFilters,
} from '@/features/students/hooks/use-student-filters';
import { SortHeaders } from '@/components/ui/sort-headers';
import { StudentFeesButton } from '@/features/fees/components/student-fees-button';
import { SetTemporaryPassword } from '@/features/password-reset/components/set-temporary-password';
import { useStaffFeeAccess } from './use-staff-fee-access';

export function StudentsRoute() {
  const manage = useIsAdministrator();
  const feeAccess = useStaffFeeAccess();
  // The hostel filter and the assign dialog choose among hostels, which the hostels feature loads.
  const hostels = useHostelChoices();
  const { filters, hasFilters, sort, setSort, setSearch, setHostel, setPage, clearFilters } =
    useStudentFilters();

  return (
    <ContentLayout
      title="Students"
      actions={
        <div className="flex flex-wrap gap-3">
          <ExportCsvButton
            download={() => exportStudents({ search: filters.search, hostel: filters.hostel })}
            failure="Failed to export the students"
          />
          {manage && <CreateStudent />}
        </div>
      }
    >
      <StudentFilters
        filters={filters}
        hasFilters={hasFilters}
        hostels={hostels ?? []}
        onSearch={setSearch}
        onHostelChange={setHostel}
        onClear={clearFilters}
      />
      <SortHeaders noun="students" columns={studentSortColumns} sort={sort} onSort={setSort} />
      <StudentsList
        filters={filters}
        hasFilters={hasFilters}
        hostels={hostels}
        onPageChange={setPage}
        onClearFilters={clearFilters}
        manage={manage}
        renderStays={(student) => (
          <StaysButton of={{ student: student._id }} subject={student.name} />
        )}
        renderContacts={(student) => (
          <>
            <GuardiansButton student={student} />
            <StudentRollCallsButton student={student} />
          </>
        )}
        renderFees={(student) => <StudentFeesButton student={student} access={feeAccess} />}
        renderAccount={(student) => (
          <SetTemporaryPassword
            account={{ role: 'student', _id: student._id, name: student.name }}
          />
        )}
      />
    </ContentLayout>
  );
}
