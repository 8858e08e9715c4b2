import { formatDay } from '@hms/shared/calendar-day';
import type { VacancyReport as Rows } from '@hms/shared/reports';
import { useVacancyReport } from '../api/get-reports';
import { VacancyChart } from '../charts/vacancy-chart';
import { ReportCard } from './report-card';
import { countColumn, type ReportColumn } from './report-table';
import { fileName, type ReportView } from './report-view';

type Row = Rows[number];

const columns: readonly ReportColumn<Row>[] = [
  { label: 'Room type', cell: (row) => row.type, csv: (row) => row.type },
  countColumn('Rooms', (row) => row.rooms),
  countColumn('Beds', (row) => row.beds),
  countColumn('Occupied', (row) => row.occupied),
  countColumn('Vacant', (row) => row.vacant),
];

/** Vacancies by room type now; a type no room has is left out. */
export function VacancyReport({ view }: { view: ReportView }) {
  const query = useVacancyReport(view.scope);
  return (
    <ReportCard
      title="Vacancies by room type"
      caption={`Vacant beds by room type in ${view.where}, on ${formatDay(view.today)}`}
      query={query}
      loadFailed="Failed to load the vacancies by room type."
      rowsOf={(rows: Rows) => rows.filter((row) => row.rooms > 0)}
      columns={columns}
      rowKey={(row) => row.type}
      empty="No rooms to show."
      filename={fileName('vacancies-by-room-type')}
      chart={(rows) => <VacancyChart rows={rows} />}
    />
  );
}
