import { formatMonth } from '@hms/shared/fee-rules';
import type { Hostel } from '@hms/shared/hostels';
import { useToday } from '@/lib/public-config';
import { useReportFilters } from '../hooks/use-report-filters';
import { ComplaintsReport } from './complaints-report';
import { FeeCollectionReport } from './fee-collection-report';
import { OccupancyHistoryReport } from './occupancy-history-report';
import { OccupancyReport } from './occupancy-report';
import { ReportFilters } from './report-filters';
import type { ReportView } from './report-view';
import { ResolveTimesReport } from './resolve-times-report';
import { VacancyReport } from './vacancy-report';

type ReportsPageProps = {
  /** The hostels the viewer may choose: every one for an administrator, a warden's own. */
  hostels: readonly Pick<Hostel, '_id' | 'name'>[];
  /** How the captions name every hostel the viewer sees: "all hostels", "your hostels". */
  everyHostel: string;
  /** The hostel choice that means all of them: "All hostels", "All your hostels". */
  allChoice: string;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The Reports page's filters and its six reports, the two of now first, then the four month by
 * month. On paper the filters give way to a line saying what was chosen.
 */
export function ReportsPage({ hostels, everyHostel, allChoice }: ReportsPageProps) {
  const today = useToday();
  const thisMonth = today.slice(0, 7);
  const { hostel, from, to, errors, range, setFilter } = useReportFilters(thisMonth);
  const chosen = hostels.find((option) => option._id === hostel);
  const where = hostel ? (chosen?.name ?? 'the chosen hostel') : everyHostel;
  const months = range ? `${formatMonth(range.from)} to ${formatMonth(range.to)}` : '';
  const view: ReportView = { scope: { hostel }, range, where, today, months };

  return (
    <div className="space-y-6">
      <ReportFilters
        hostels={hostels}
        allHostels={allChoice}
        hostel={hostel}
        from={from}
        to={to}
        thisMonth={thisMonth}
        errors={errors}
        onChange={setFilter}
      />
      <p className="hidden text-sm text-slate-700 print:block">
        {capitalised(where)}
        {months && `; months ${months}`}.
      </p>
      <OccupancyReport view={view} />
      <VacancyReport view={view} />
      <OccupancyHistoryReport view={view} />
      <ComplaintsReport view={view} />
      <ResolveTimesReport view={view} />
      <FeeCollectionReport view={view} />
    </div>
  );
}
