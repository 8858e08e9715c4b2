import { Luggage } from 'lucide-react';
import { useState } from 'react';
import { LEAVE_STATUSES } from '@hms/shared/enums';
import { leaveMessages as m } from '@hms/shared/leave';
import { FilterSelect } from '@/components/filters/filter-fields';
import { PagedList, type PagedListMessages } from '@/components/ui/paged-list';
import type { SelectOption } from '@/components/ui/select';
import { useLeaveList, type LeaveFilters } from '../api/leave';
import { AwayToday } from './away-today';
import { LeaveCard } from './leave-card';
import { LeaveDecisions } from './leave-decisions';

const messages = {
  loading: 'Loading leave applications',
  loadFailed: m.loadFailed,
  empty: m.empty,
  emptyHint: 'Applications students make appear here, pending ones first.',
  emptyFiltered: 'No leave matches your filters',
  emptyFilteredHint: 'Choose another status or hostel.',
} satisfies PagedListMessages;

const statusOptions = LEAVE_STATUSES.map((value) => ({ value, label: value }));
const noFilters: LeaveFilters = { status: undefined, hostel: undefined };

/**
 * The office's Leave page (docs/product-rules.md#leave): who is away today and due back, then the
 * applications, pending first, with Approve and Reject. `hostels` (administrators) adds a hostel
 * filter; a warden's lists are their hostels' already.
 */
export function LeaveApplications({ hostels }: { hostels?: readonly SelectOption[] | undefined }) {
  const [filters, setFilters] = useState<LeaveFilters>(noFilters);
  const [page, setPage] = useState(1);
  const list = useLeaveList(filters, page);
  const change = (next: Partial<LeaveFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  return (
    <div className="space-y-8">
      <AwayToday hostel={filters.hostel} />
      <section aria-labelledby="leave-applications-heading" className="space-y-4">
        <h2 id="leave-applications-heading" className="text-lg font-semibold text-slate-900">
          Applications
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <FilterSelect
            label="Status"
            value={filters.status}
            onChange={(value) => change({ status: LEAVE_STATUSES.find((s) => s === value) })}
            options={statusOptions}
            placeholder="All, pending first"
          />
          {hostels && (
            <FilterSelect
              label="Hostel"
              value={filters.hostel}
              onChange={(hostel) => change({ hostel })}
              options={hostels}
              placeholder="All hostels"
            />
          )}
        </div>
        <PagedList
          query={list}
          context={true}
          renderItem={(leave) => (
            <LeaveCard
              leave={leave}
              showStudent
              actions={leave.status === 'Pending' && <LeaveDecisions leave={leave} />}
            />
          )}
          messages={messages}
          icon={Luggage}
          noun={{ one: 'application', other: 'applications' }}
          hasFilters={filters.status !== undefined || filters.hostel !== undefined}
          onPageChange={setPage}
          onClearFilters={() => change(noFilters)}
        />
      </section>
    </div>
  );
}
