import type { Hostel } from '@hms/shared/hostels';
import { ListFilters } from '@/components/filters/list-filters';
import type { StudentFilters as Filters } from '../hooks/use-student-filters';

type StudentFiltersProps = {
  filters: Filters;
  hasFilters: boolean;
  hostels: readonly Pick<Hostel, '_id' | 'name'>[];
  onSearch: (search: string) => void;
  onHostelChange: (hostel: string | undefined) => void;
  onClear: () => void;
};

export function StudentFilters({
  filters,
  hasFilters,
  hostels,
  onSearch,
  onHostelChange,
  onClear,
}: StudentFiltersProps) {
  return (
    <ListFilters
      label="Student filters"
      search={{
        label: 'Search students',
        value: filters.search,
        placeholder: 'Name, student ID or email',
        maxLength: 100,
        onSearch,
      }}
      hostels={hostels}
      hostel={filters.hostel}
      onHostelChange={onHostelChange}
      hasFilters={hasFilters}
      onClear={onClear}
    />
  );
}
