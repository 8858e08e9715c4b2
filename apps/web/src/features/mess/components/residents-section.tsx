import { Users } from 'lucide-react';
import { useState } from 'react';
import { FilterSearch, FilterSelect } from '@/components/filters/filter-fields';
import { ListEmptyState, type ListEmptyMessages } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { SectionCard } from '@/components/ui/section-card';
import { Spinner } from '@/components/ui/spinner';
import { useMessPlans } from '../api/mess-plans';
import { useMessResidents, type ResidentFilters } from '../api/mess-residents';
import { ResidentsTable } from './residents-table';

export const residentsMessages = {
  loadFailed: 'The residents could not be loaded',
  empty: 'Nobody lives in this hostel yet',
  emptyHint: 'Students given a room in it appear here, by room.',
  emptyFiltered: 'No resident matches these filters',
  emptyFilteredHint: 'Try another search or plan, or clear the filters to see every resident.',
} as const satisfies ListEmptyMessages & { loadFailed: string };

const unfiltered: ResidentFilters = { search: '', plan: undefined, page: 1 };

type ResidentsSectionProps = {
  hostelId: string;
  /** The office and mess managers change a resident's plan; a warden reads. */
  canEdit: boolean;
};

/**
 * A hostel's residents by room, each with the plan they are on today and the next change set
 * (docs/product-rules.md#mess-enrolment), found by name or student ID or by plan, a page at a
 * time.
 */
export function ResidentsSection({ hostelId, canEdit }: ResidentsSectionProps) {
  const [filters, setFilters] = useState(unfiltered);
  const plans = useMessPlans(hostelId);
  const residents = useMessResidents(hostelId, filters);
  const hasFilters = filters.search !== '' || filters.plan !== undefined;
  const filter = (change: Partial<ResidentFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...change }));
  const planOptions = [
    ...(plans.data ?? []).map((plan) => ({ value: plan._id, label: plan.name })),
    { value: 'none', label: 'No plan' },
  ];

  function list() {
    const failed = [residents, plans].find((query) => !query.data && query.isError);
    if (failed) return <QueryLoadError query={failed} message={residentsMessages.loadFailed} />;
    if (!residents.data || !plans.data) {
      return <Spinner label="Loading residents" className="py-6" />;
    }
    const { data, pagination } = residents.data;
    if (data.length === 0) {
      return (
        <ListEmptyState
          total={pagination.total}
          hasFilters={hasFilters}
          icon={Users}
          messages={residentsMessages}
          onPageChange={(page) => filter({ page })}
          onClearFilters={() => setFilters(unfiltered)}
        />
      );
    }
    return (
      <div className="space-y-4">
        <ResidentsTable
          residents={data}
          plans={plans.data}
          canEdit={canEdit}
          caption="Residents and their plans, by room"
          busy={residents.isPlaceholderData}
        />
        <Pagination
          page={pagination.page}
          pageSize={pagination.limit}
          total={pagination.total}
          totalCapped={pagination.totalCapped}
          onPageChange={(page) => filter({ page })}
          noun={{ one: 'resident', other: 'residents' }}
        />
      </div>
    );
  }

  return (
    <SectionCard title="Residents’ plans" icon={Users}>
      <div className="space-y-4">
        <form
          role="search"
          aria-label="Residents’ plan filters"
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-end"
        >
          <FilterSearch
            label="Search by name or student ID"
            value={filters.search}
            onSearch={(search) => filter({ search })}
            placeholder="Name or student ID"
            maxLength={100}
          />
          <FilterSelect
            label="Filter by plan"
            value={filters.plan}
            onChange={(plan) => filter({ plan })}
            options={planOptions}
            placeholder="All plans"
          />
        </form>
        {list()}
      </div>
    </SectionCard>
  );
}
