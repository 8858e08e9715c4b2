import { useState } from 'react';
import { formatDay } from '@hms/shared/calendar-day';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { useGateResidents } from './residents-api';

/**
 * The students of the guard's hostels, looked up by name or roll number: who, which room, and
 * whether they are on approved leave today (docs/product-rules.md#guard-scope).
 */
export function GateResidents() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const residents = useGateResidents(search, page);
  const body = residents.data;

  return (
    <section aria-labelledby="gate-residents" className="space-y-3">
      <h2 id="gate-residents" className="text-lg font-semibold text-slate-900">
        Residents
      </h2>
      <SearchInput
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        aria-label="Find a resident by name or roll number"
        placeholder="Name or roll number"
        className="min-h-12 text-lg"
      />
      {residents.isError && (
        <QueryLoadError query={residents} message="The residents could not be loaded" />
      )}
      {body && body.data.length === 0 && (
        <p className="text-slate-600">No resident of your hostels matches this search.</p>
      )}
      {body && body.data.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {body.data.map((resident) => (
            <li key={resident.studentId} className="space-y-1 px-4 py-3">
              <p className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
                {resident.name}
              </p>
              <p className="text-slate-700 [overflow-wrap:anywhere]">
                {resident.rollNumber} · Room {resident.roomNumber}, {resident.hostelName}
              </p>
              <p className="text-slate-700">
                {resident.onLeaveUntil
                  ? `On approved leave until ${formatDay(resident.onLeaveUntil)}`
                  : 'No approved leave today'}
              </p>
            </li>
          ))}
        </ul>
      )}
      {body && body.pagination.total > body.pagination.limit && (
        <Pagination
          page={page}
          pageSize={body.pagination.limit}
          total={body.pagination.total}
          onPageChange={setPage}
          noun={{ one: 'resident', other: 'residents' }}
        />
      )}
    </section>
  );
}
