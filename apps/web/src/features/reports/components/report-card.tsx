import { Download, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';
import { buildCsv, downloadCsv } from './report-csv';
import { ReportTable, type ReportColumn } from './report-table';

/** The parts of a report's query the card needs. */
type ReportQuery<Data> = {
  data: Data | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type ReportCardProps<Data, Row> = {
  /** The section's heading, and the name of its buttons for a screen reader. */
  title: string;
  /** The figure's caption and the table's: what is counted, where and when. */
  caption: string;
  query: ReportQuery<Data>;
  /** Said when the report could not be loaded. */
  loadFailed: string;
  /** Said instead of loading while the filters are not a request the server would take. */
  blocked?: string | undefined;
  /** The table's rows (and the CSV's) from the report. */
  rowsOf: (data: Data) => readonly Row[];
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Said when the report has no rows. */
  empty: string;
  /** The CSV's file name, without `.csv`. */
  filename: string;
  /** The chart of the rows; hidden from assistive technology, which reads the table. */
  chart: (rows: readonly Row[]) => ReactNode;
  /** A choice of the report's own, above the figure (the complaints' category). */
  controls?: ReactNode;
};

/**
 * One report: a chart with its table beside it (or, until Table is pressed, kept for screen
 * readers and paper only), a CSV of the table's rows, and the loading, empty and failed states.
 */
export function ReportCard<Data, Row>({
  title,
  caption,
  query,
  loadFailed,
  blocked,
  rowsOf,
  columns,
  rowKey,
  empty,
  filename,
  chart,
  controls,
}: ReportCardProps<Data, Row>) {
  const headingId = useId();
  const captionId = useId();
  const [showTable, setShowTable] = useState(false);
  const rows = query.data === undefined ? undefined : rowsOf(query.data);

  function download() {
    if (!rows) return;
    const csv = buildCsv(
      columns.map((column) => column.csvLabel ?? column.label),
      rows.map((row) => columns.map((column) => column.csv(row))),
    );
    downloadCsv(`${filename}.csv`, csv);
  }

  const ready = !blocked && rows !== undefined && rows.length > 0;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className="p-5 max-sm:px-3 print:break-inside-avoid print:border-0 print:p-0 print:shadow-none"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {ready && (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={showTable}
              onClick={() => setShowTable((shown) => !shown)}
            >
              <Table2 aria-hidden="true" className="size-4" />
              Table<span className="sr-only"> view of {title}</span>
            </Button>
            <Button variant="secondary" size="sm" onClick={download}>
              <Download aria-hidden="true" className="size-4" />
              Download CSV<span className="sr-only"> of {title}</span>
            </Button>
          </div>
        )}
      </div>
      {controls && <div className="mb-4 max-w-xs print:hidden">{controls}</div>}
      {blocked ? (
        <p className="text-sm text-slate-600">{blocked}</p>
      ) : query.isError && query.data === undefined ? (
        <QueryLoadError query={query} message={loadFailed} />
      ) : rows === undefined ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} className="py-10" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <figure
          aria-labelledby={captionId}
          aria-busy={query.isPlaceholderData || undefined}
          className="space-y-3 print:break-inside-avoid"
        >
          <figcaption id={captionId} className="text-sm text-slate-600">
            {caption}
          </figcaption>
          <div className={cn('grid gap-6', showTable && 'xl:grid-cols-2', 'print:grid-cols-1')}>
            <div aria-hidden="true" className="report-chart min-w-0">
              {chart(rows)}
            </div>
            <div className={cn('min-w-0', !showTable && 'sr-only print:not-sr-only')}>
              <ReportTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
            </div>
          </div>
        </figure>
      )}
    </Card>
  );
}
