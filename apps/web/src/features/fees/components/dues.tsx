import { Wallet } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { feeMessages as m } from '@hms/shared/fees';
import type { FilterBarLayout } from '@/components/filters/filter-bar';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { ListFilters } from '@/components/filters/list-filters';
import { Card } from '@/components/ui/card';
import { ListEmptyState, type ListEmptyMessages } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { exportDues, useDues } from '../api/get-dues';
import { useDuesFilters } from '../hooks/use-dues-filters';
import { DuesTable } from './dues-table';
import type { FeeAccess, FeeStudent } from './fee-access';
import { readAmount } from './form-helpers';
import { LedgerDialog } from './ledger-dialog';
import { NumberFilter } from './number-filter';

/** Tablets: two to a row; wide: all on one row with Clear filters. */
const layout: FilterBarLayout = {
  grid: 'sm:grid-cols-2 @4xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_9rem_9rem_9rem]',
  search: '@4xl:col-span-1',
  reserveClear: '@4xl:block',
};

const emptyMessages: ListEmptyMessages = {
  empty: 'No student owes anything',
  emptyFiltered: 'No student owes that much for that long',
};

function parseAmount(text: string): { value: number } | { error: string } {
  const { paise, error } = readAmount(text);
  return paise === undefined ? { error: error ?? m.amountWhole } : { value: paise };
}
const formatAmount = (paise: number) => String(paise / 100);

function parseDays(text: string): { value: number } | { error: string } {
  const days = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return days <= 3650 ? { value: days } : { error: 'Enter a whole number of days, at most 3,650' };
}

/**
 * Who owes what, oldest dues first, filtered by name, hostel, amount and age of the debt; paged
 * by the server, exported whole as CSV. A name opens that student's ledger.
 */
export function Dues({
  hostels,
  access,
}: {
  hostels: readonly { _id: string; name: string }[];
  access: FeeAccess;
}) {
  const headingId = useId();
  const { filters, hasFilters, setFilters, setSearch, setPage, clearFilters } = useDuesFilters();
  const { page, ...chosen } = filters;
  const dues = useDues(chosen, page);
  const [open, setOpen] = useState<FeeStudent>();
  const setMinAmount = useCallback((minAmount?: number) => setFilters({ minAmount }), [setFilters]);
  const setMinDays = useCallback((minDays?: number) => setFilters({ minDays }), [setFilters]);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Dues
        </h2>
        <ExportCsvButton download={() => exportDues(chosen)} failure="Failed to export the dues" />
      </div>
      <ListFilters
        label="Dues filters"
        layout={layout}
        search={{
          label: 'Search students',
          value: chosen.search,
          placeholder: 'Name or student ID',
          maxLength: 100,
          onSearch: setSearch,
        }}
        hostels={hostels}
        hostel={chosen.hostel}
        onHostelChange={(hostel) => setFilters({ hostel })}
        extraFilter={
          <>
            <NumberFilter
              label="Owing at least (₹)"
              value={chosen.minAmount}
              onChange={setMinAmount}
              parse={parseAmount}
              format={formatAmount}
            />
            <NumberFilter
              label="For at least (days)"
              value={chosen.minDays}
              onChange={setMinDays}
              parse={parseDays}
              format={String}
            />
          </>
        }
        extraFilterActive={[chosen.minAmount, chosen.minDays].filter((v) => v !== undefined).length}
        hasFilters={hasFilters}
        onClear={clearFilters}
      />
      {dues.isError && !dues.data ? (
        <QueryLoadError query={dues} message={m.loadFailed} />
      ) : !dues.data ? (
        <Spinner label="Loading dues" className="py-10" />
      ) : dues.data.data.length === 0 ? (
        <ListEmptyState
          total={dues.data.pagination.total}
          hasFilters={hasFilters}
          icon={Wallet}
          messages={emptyMessages}
          onPageChange={setPage}
          onClearFilters={clearFilters}
        />
      ) : (
        <Card className="space-y-4 p-4 sm:p-5">
          <DuesTable rows={dues.data.data} busy={dues.isPlaceholderData} onOpen={setOpen} />
          <Pagination
            page={dues.data.pagination.page}
            pageSize={dues.data.pagination.limit}
            total={dues.data.pagination.total}
            totalCapped={dues.data.pagination.totalCapped}
            onPageChange={setPage}
            noun={{ one: 'student', other: 'students' }}
          />
        </Card>
      )}
      <LedgerDialog student={open} onClose={() => setOpen(undefined)} access={access} />
    </section>
  );
}
