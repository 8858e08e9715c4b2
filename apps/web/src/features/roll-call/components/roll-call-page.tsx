import { Building } from 'lucide-react';
import { useNavigate, generatePath } from 'react-router';
import { z } from 'zod';
import { pageQueryFields } from '@hms/shared/pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { RollCallHistory } from './roll-call-history';
import { RollCallStart } from './roll-call-start';

const rollCallQueryShape = { hostel: z.uuid().optional(), page: pageQueryFields.page };
const rollCallQueryKeys = ['hostel'] as const;

type RollCallPageProps = {
  /** The hostels the caller runs (every one for an administrator); undefined while they load. */
  hostels: readonly { _id: string; name: string }[] | undefined;
  /** The sheet's route of the reader's area, `/admin/roll-call/:id`. */
  sheetPath: string;
};

/**
 * The Roll-call page: the hostel, kept in the address; Start (or continue) tonight's roll-call of
 * it or of a floor; and its past nights.
 */
export function RollCallPage({ hostels, sheetPath }: RollCallPageProps) {
  const { filters, setFilters, setPage } = useUrlFilters(rollCallQueryShape, rollCallQueryKeys);
  const navigate = useNavigate();
  if (hostels === undefined) return <Spinner label="Loading hostels" className="py-12" />;
  if (hostels.length === 0) {
    return (
      <EmptyState
        icon={Building}
        title="No hostels yet"
        description="A roll-call is taken of a hostel's residents, once it has some."
      />
    );
  }
  const hostel = hostels.find((one) => one._id === filters.hostel)?._id ?? hostels[0]?._id ?? '';
  const options = hostels.map((one) => ({ value: one._id, label: one.name }));

  return (
    <div className="space-y-6">
      <section aria-labelledby="roll-call-tonight" className="space-y-3">
        <h2 id="roll-call-tonight" className="text-base font-semibold text-slate-900">
          Tonight
        </h2>
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
        <RollCallStart
          key={hostel}
          hostel={hostel}
          onStarted={(rollCall) => void navigate(generatePath(sheetPath, { id: rollCall._id }))}
        />
      </section>
      <section aria-labelledby="roll-call-history" className="space-y-3">
        <h2 id="roll-call-history" className="text-base font-semibold text-slate-900">
          Past nights
        </h2>
        <RollCallHistory
          hostel={hostel}
          page={filters.page}
          onPageChange={setPage}
          sheetPath={sheetPath}
        />
      </section>
    </div>
  );
}
