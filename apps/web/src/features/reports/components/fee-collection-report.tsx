import type { FeeCollectionReport as Report } from '@hms/shared/reports';
import { formatRupees } from '@hms/shared/money';
import { useFeeCollectionReport } from '../api/get-reports';
import { FeeCollectionChart } from '../charts/fee-collection-chart';
import { ReportCard } from './report-card';
import { plainRupees } from './report-format';
import { monthColumn, type ReportColumn } from './report-table';
import { CHOOSE_MONTHS, fileName, type ReportView } from './report-view';

type Row = Report['months'][number];

const money = (label: string, pick: (row: Row) => number): ReportColumn<Row> => ({
  label,
  csvLabel: `${label} (₹)`,
  cell: (row) => formatRupees(pick(row)),
  csv: (row) => plainRupees(pick(row)),
  numeric: true,
});

const columns: readonly ReportColumn<Row>[] = [
  monthColumn<Row>(),
  money('Charged', (row) => row.charged),
  money('Collected', (row) => row.collected),
];

/** Charges posted against payments received, month by month. */
export function FeeCollectionReport({ view }: { view: ReportView }) {
  const { range } = view;
  const query = useFeeCollectionReport(range ?? { from: '', to: '' }, range !== undefined);
  return (
    <ReportCard
      title="Fee collection"
      caption={`Charged and collected each month in ${view.where}, ${view.months}`}
      query={query}
      loadFailed="Failed to load the fee collection."
      blocked={range ? undefined : CHOOSE_MONTHS}
      rowsOf={(report: Report) =>
        report.months.some((row) => row.charged !== 0 || row.collected !== 0) ? report.months : []
      }
      columns={columns}
      rowKey={(row) => row.month}
      empty="Nothing was charged or collected in these months."
      filename={fileName('fee-collection', range)}
      chart={(rows) => <FeeCollectionChart rows={rows} />}
    />
  );
}
