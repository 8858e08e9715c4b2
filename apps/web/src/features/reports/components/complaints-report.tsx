import { useState } from 'react';
import { COMPLAINT_CATEGORIES, type ComplaintCategory } from '@hms/shared/enums';
import type { ComplaintsReport as Report } from '@hms/shared/reports';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useComplaintsReport } from '../api/get-reports';
import { ComplaintsChart } from '../charts/complaints-chart';
import { complaintMonths, type ComplaintMonth } from './complaint-months';
import { ReportCard } from './report-card';
import { countColumn, monthColumn, type ReportColumn } from './report-table';
import { CHOOSE_MONTHS, fileName, type ReportView } from './report-view';

const columns: readonly ReportColumn<ComplaintMonth>[] = [
  monthColumn<ComplaintMonth>(),
  countColumn('Open', (row) => row.open),
  countColumn('In Progress', (row) => row.inProgress),
  countColumn('Resolved', (row) => row.resolved),
  countColumn('Closed', (row) => row.closed),
  countColumn('Total', (row) => row.total),
];

const categoryOptions = COMPLAINT_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));

/**
 * Complaints opened each month by where they stand now: every category together, or the one
 * chosen, so that eight categories times four statuses never crowd one chart.
 */
export function ComplaintsReport({ view }: { view: ReportView }) {
  const { range } = view;
  const [category, setCategory] = useState<ComplaintCategory>();
  const query = useComplaintsReport(range ?? { from: '', to: '' }, range !== undefined);
  const which = category ? `${category} complaints` : 'Complaints';
  return (
    <ReportCard
      title="Complaints by category and status"
      caption={`${which} opened each month, by where they stand now, in ${view.where}, ${view.months}`}
      query={query}
      loadFailed="Failed to load the complaints by category and status."
      blocked={range ? undefined : CHOOSE_MONTHS}
      rowsOf={(report: Report) => complaintMonths(report, category)}
      columns={columns}
      rowKey={(row) => row.month}
      empty={
        category
          ? `No ${category} complaints were opened in these months.`
          : 'No complaints were opened in these months.'
      }
      filename={fileName(
        category ? `complaints-${category.toLowerCase().replace(/\s+/g, '-')}` : 'complaints',
        range,
      )}
      chart={(rows) => <ComplaintsChart rows={rows} />}
      controls={
        <FormField label="Category">
          {(control) => (
            <Select
              {...control}
              value={category ?? ''}
              onChange={(event) =>
                setCategory((event.target.value || undefined) as ComplaintCategory | undefined)
              }
              options={categoryOptions}
              placeholder="All categories"
            />
          )}
        </FormField>
      }
    />
  );
}
