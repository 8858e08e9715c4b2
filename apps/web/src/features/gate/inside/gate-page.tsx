import { Building } from 'lucide-react';
import { z } from 'zod';
import { WHEREABOUTS } from '@hms/shared/gate';
import { pageQueryFields } from '@hms/shared/pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { CurfewSummary } from '../curfew/curfew-summary';
import { GateMovements } from '../movements/gate-movements';
import { InsideNow } from './inside-now';

/** What the page keeps in its address: the hostel, the tab, and each tab's filter and page. */
const gateQueryShape = {
  hostel: z.uuid().optional(),
  view: z.enum(['inside', 'movements']).optional(),
  whereabouts: z.enum(WHEREABOUTS).optional(),
  attention: z.enum(['true']).optional(),
  page: pageQueryFields.page,
};
const gateQueryKeys = ['hostel', 'view', 'whereabouts', 'attention'] as const;

type View = 'inside' | 'movements';
const tabs: readonly TabItem<View>[] = [
  { value: 'inside', label: 'Inside now' },
  { value: 'movements', label: 'Movements' },
];

type GatePageProps = {
  /** The hostels the caller runs (every one for an administrator); undefined while they load. */
  hostels: readonly { _id: string; name: string }[] | undefined;
  /** The Settings page, where an administrator changes a curfew; a warden has none. */
  settingsPath?: string | undefined;
};

/**
 * The Gate page of the office and the warden: one hostel at a time, chosen from theirs and kept in
 * the address, with who is inside now and the movements at its gate.
 */
export function GatePage({ hostels, settingsPath }: GatePageProps) {
  const { filters, setFilters, setPage } = useUrlFilters(gateQueryShape, gateQueryKeys);
  if (hostels === undefined) return <Spinner label="Loading hostels" className="py-12" />;
  if (hostels.length === 0) {
    return (
      <EmptyState
        icon={Building}
        title="No hostels yet"
        description="Who is inside and the movements at the gate are shown for each hostel."
      />
    );
  }
  const hostel = hostels.find((one) => one._id === filters.hostel)?._id ?? hostels[0]?._id ?? '';
  const view = filters.view ?? 'inside';
  const options = hostels.map((one) => ({ value: one._id, label: one.name }));

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3 print:hidden">
        <div className="w-full sm:max-w-xs">
          <FormField label="Hostel">
            {(control) => (
              <Select
                {...control}
                value={hostel}
                onChange={(event) => setFilters({ hostel: event.target.value })}
                options={options}
              />
            )}
          </FormField>
        </div>
        <CurfewSummary hostel={hostel} settingsPath={settingsPath} />
      </div>
      <div className="print:[&_[role=tablist]]:hidden print:[&_[role=tabpanel]]:pt-0">
        <Tabs
          label="Gate"
          items={tabs}
          value={view}
          onValueChange={(next) => setFilters({ view: next === 'inside' ? undefined : next })}
        >
          {view === 'inside' ? (
            <InsideNow
              hostel={hostel}
              whereabouts={filters.whereabouts}
              onWhereaboutsChange={(whereabouts) => setFilters({ whereabouts })}
            />
          ) : (
            <GateMovements
              hostel={hostel}
              attention={filters.attention === 'true'}
              page={filters.page}
              onAttentionChange={(attention) =>
                setFilters({ attention: attention ? 'true' : undefined })
              }
              onPageChange={setPage}
            />
          )}
        </Tabs>
      </div>
    </div>
  );
}
