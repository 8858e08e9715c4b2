import { ClipboardCheck } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { ImportFate, ImportReport as Report } from '@hms/shared/imports';
import { Pagination } from '@/components/ui/pagination';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/lib/class-names';
import { FATE_ORDER, fateLabel, fateLooks } from './import-fates';
import { ImportRowsTable } from './import-rows-table';

/** Rows drawn at once: a file of 20,000 is read page by page, so the page stays quick. */
export const ROWS_PER_PAGE = 100;
const countFormat = new Intl.NumberFormat('en-IN');

function Counts({ report }: { report: Report }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {FATE_ORDER.map((fate) => {
        const { icon: Icon } = fateLooks[fate];
        const count = report.counts[fate];
        return (
          <div
            key={fate}
            className={cn(
              'rounded-lg border p-3',
              fate === 'refused' && count > 0 ? 'border-red-300 bg-red-50' : 'border-slate-200',
            )}
          >
            <dt className="flex items-center gap-1.5 text-sm text-slate-700">
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {fateLabel(fate, report.committed)}
            </dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
              {countFormat.format(count)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Refused rows first, each group in the file's order. */
function inReadingOrder(rows: Report['rows']): Report['rows'] {
  const refusedFirst = (fate: ImportFate) => (fate === 'refused' ? 0 : 1);
  return [...rows].sort((a, b) => refusedFirst(a.fate) - refusedFirst(b.fate) || a.line - b.line);
}

type ImportReportProps = {
  report: Report;
  keyLabel: string;
  /** What to do next: the Import button, or where to see what was saved. */
  children?: ReactNode;
};

/**
 * What a check or a save found: how many rows each fate holds, then every row, refused first,
 * a page at a time. Give it a `key` per report so that a new report starts on its first page.
 */
export function ImportReport({ report, keyLabel, children }: ImportReportProps) {
  const [page, setPage] = useState(1);
  const rows = useMemo(() => inReadingOrder(report.rows), [report.rows]);
  const shown = rows.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  return (
    <SectionCard title={report.committed ? 'Import saved' : 'Check results'} icon={ClipboardCheck}>
      <div className="space-y-4">
        <Counts report={report} />
        {children}
        {rows.length > 0 && (
          <div className="space-y-3">
            <ImportRowsTable rows={shown} keyLabel={keyLabel} committed={report.committed} />
            <Pagination
              page={page}
              pageSize={ROWS_PER_PAGE}
              total={rows.length}
              onPageChange={setPage}
              noun={{ one: 'row', other: 'rows' }}
            />
          </div>
        )}
      </div>
    </SectionCard>
  );
}
