import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_SEARCH_MIN_LENGTH } from '@hms/shared/audit';
import { auditMessages } from '@hms/shared/audit';
import { FilterBar, type FilterBarLayout } from '@/components/filters/filter-bar';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '@/components/filters/filter-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ActivityFilters as Filters } from '../hooks/use-activity-filters';

/** Tablets: the search on a row of its own, the rest two by two; wide: all on one row. */
const layout: FilterBarLayout = {
  grid: 'sm:grid-cols-2 @4xl:grid-cols-[repeat(4,minmax(0,1fr))_9rem] @7xl:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_9rem]',
  search: '@4xl:col-span-5 @7xl:col-span-1',
  reserveClear: '@4xl:block',
};

const KIND_LABELS: Record<string, string> = {
  student: 'Students',
  room: 'Rooms',
  hostel: 'Hostels',
  complaint: 'Complaints',
  request: 'Room requests',
  ledger: 'Fee entries',
  posting: 'Charge postings',
  notice: 'Notices',
  email: 'E-mail',
  admin: 'Administrators',
  rollcall: 'Roll-calls',
};
const kindOptions = AUDIT_ENTITY_TYPES.map((value) => ({
  value,
  label: KIND_LABELS[value] ?? value,
}));

/** "student.assign" as "Student: assign"; with a kind chosen, only its actions. */
function actionOptions(entityType: string | undefined) {
  return AUDIT_ACTIONS.filter((action) => !entityType || action.startsWith(`${entityType}.`)).map(
    (value) => {
      const [kind = '', verb = ''] = value.split('.');
      return { value, label: `${kind.charAt(0).toUpperCase()}${kind.slice(1)}: ${verb}` };
    },
  );
}

type ActivityFiltersProps = {
  filters: Filters;
  hasFilters: boolean;
  onFilter: (
    changes: Partial<Pick<Filters, 'entityType' | 'entityId' | 'action' | 'from' | 'to'>>,
  ) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
};

/** Search by record, kind of record, action, the dates, and a way to clear them all. */
export function ActivityFilters({
  filters,
  hasFilters,
  onFilter,
  onSearch,
  onClear,
}: ActivityFiltersProps) {
  const activeCount = [filters.entityType, filters.action, filters.from, filters.to].filter(
    Boolean,
  ).length;

  return (
    <FilterBar
      label="Activity filters"
      layout={layout}
      activeCount={activeCount}
      search={
        <FilterSearch
          label="Search by record"
          value={filters.search}
          onSearch={onSearch}
          minChars={{ count: AUDIT_SEARCH_MIN_LENGTH, hint: auditMessages.searchTooShort }}
          placeholder="Student name or ID, room, hostel, complaint"
          maxLength={100}
        />
      }
      clear={hasFilters && <ClearFiltersButton onClear={onClear} />}
    >
      <FilterSelect
        label="Kind of record"
        value={filters.entityType}
        onChange={(entityType) => {
          // An action or a record of another kind would find nothing.
          const action = filters.action?.startsWith(`${entityType ?? ''}.`)
            ? filters.action
            : undefined;
          onFilter({ entityType, action, entityId: undefined });
        }}
        options={kindOptions}
        placeholder="All records"
      />
      <FilterSelect
        label="Action"
        value={filters.action}
        onChange={(action) => onFilter({ action })}
        options={actionOptions(filters.entityType)}
        placeholder="All actions"
      />
      <FormField label="From">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => onFilter({ from: event.target.value || undefined })}
          />
        )}
      </FormField>
      <FormField label="To">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => onFilter({ to: event.target.value || undefined })}
          />
        )}
      </FormField>
    </FilterBar>
  );
}
