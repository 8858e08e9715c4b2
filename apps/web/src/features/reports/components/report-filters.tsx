import type { Hostel } from '@hms/shared/hostels';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { MonthField } from '@/components/ui/month-field';
import { Select } from '@/components/ui/select';
import type { RangeErrors } from '../hooks/use-report-filters';

type ReportFiltersProps = {
  hostels: readonly Pick<Hostel, '_id' | 'name'>[];
  /** The hostel choice that means every hostel: "All hostels", or a warden's "All your hostels". */
  allHostels: string;
  hostel: string | undefined;
  from: string;
  to: string;
  /** The latest month that may be chosen: this one. */
  thisMonth: string;
  errors: RangeErrors | undefined;
  onChange: (key: 'hostel' | 'from' | 'to', value: string | undefined) => void;
};

/**
 * The hostel every report counts, and the months of the month-by-month ones. The months are
 * checked with the server's own schema, so a range it would refuse is explained in its words
 * before anything is asked for.
 */
export function ReportFilters({
  hostels,
  allHostels,
  hostel,
  from,
  to,
  thisMonth,
  errors,
  onChange,
}: ReportFiltersProps) {
  return (
    <Card className="p-4 print:hidden">
      <form
        aria-label="Report filters"
        onSubmit={(event) => event.preventDefault()}
        className="grid items-start gap-4 sm:grid-cols-3"
      >
        <FormField label="Hostel">
          {(control) => (
            <Select
              {...control}
              value={hostel ?? ''}
              onChange={(event) => onChange('hostel', event.target.value || undefined)}
              options={hostels.map((option) => ({ value: option._id, label: option.name }))}
              placeholder={allHostels}
            />
          )}
        </FormField>
        <MonthField
          label="From month"
          value={from}
          max={thisMonth}
          error={errors?.from}
          onChange={(month) => onChange('from', month)}
        />
        <MonthField
          label="To month"
          value={to}
          max={thisMonth}
          error={errors?.to}
          onChange={(month) => onChange('to', month)}
        />
      </form>
    </Card>
  );
}
