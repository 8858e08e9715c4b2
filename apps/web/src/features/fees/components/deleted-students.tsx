import { UserX } from 'lucide-react';
import { deletedStudentMessages as m, type DeletedStudent } from '@hms/shared/deleted-students';
import { FilterSearch } from '@/components/filters/filter-fields';
import { Card } from '@/components/ui/card';
import { PagedList, type PagedListMessages } from '@/components/ui/paged-list';
import { TextLink } from '@/components/ui/text-link';
import { formatDate } from '@/lib/format-date';
import { useDeletedStudents } from '../api/get-deleted-students';
import { useDeletedStudentsFilters } from '../hooks/use-deleted-students-filters';
import { balanceText } from './fee-access';

const messages = {
  loading: 'Loading deleted students',
  loadFailed: m.loadFailed,
  empty: m.empty,
  emptyFiltered: m.emptyFiltered,
} satisfies PagedListMessages;

function DeletedStudentLine({
  item,
  ledgerPath,
}: {
  item: DeletedStudent;
  ledgerPath: (studentId: string) => string;
}) {
  const { student } = item;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <p className="font-semibold text-slate-900">{student.name}</p>
        <p className="font-mono text-sm text-slate-600">{student.studentId}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-600">Deleted on</dt>
        <dd className="font-medium text-slate-900">
          <time dateTime={item.deletedAt}>{formatDate(item.deletedAt)}</time>
        </dd>
        <dt className="text-slate-600">Balance</dt>
        <dd className="font-medium text-slate-900">{balanceText(item.balance)}</dd>
      </dl>
      <TextLink to={ledgerPath(student._id)} aria-label={`Ledger of ${student.name}`}>
        Ledger
      </TextLink>
    </Card>
  );
}

/**
 * Students deleted with a ledger, which outlives them (docs/decisions/056): the name and student ID
 * they had, when they were deleted, their balance and the way to their ledger; nothing else.
 */
export function DeletedStudents({ ledgerPath }: { ledgerPath: (studentId: string) => string }) {
  const { filters, hasFilters, setSearch, setPage, clearFilters } = useDeletedStudentsFilters();
  const list = useDeletedStudents(filters.search, filters.page);
  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Deleted students filters"
        onSubmit={(event) => event.preventDefault()}
        className="max-w-md"
      >
        <FilterSearch
          label="Search deleted students"
          value={filters.search}
          onSearch={setSearch}
          placeholder="Name or student ID"
          maxLength={100}
        />
      </form>
      <PagedList
        query={list}
        // The lines need nothing besides their student.
        context={null}
        renderItem={(item) => <DeletedStudentLine item={item} ledgerPath={ledgerPath} />}
        messages={messages}
        icon={UserX}
        noun={{ one: 'deleted student', other: 'deleted students' }}
        listLabel="Deleted students, latest first"
        hasFilters={hasFilters}
        onPageChange={setPage}
        onClearFilters={clearFilters}
      />
    </div>
  );
}
