import { useCallback, useState } from 'react';
import type { Complaint } from '@hms/shared/complaints';
import type { ComplaintCategory, ComplaintPriority, ComplaintStatus } from '@hms/shared/enums';

/** The filters both complaint screens offer; `undefined` is All. */
export type ComplaintFilterValues = {
  search?: string | undefined;
  status?: ComplaintStatus | undefined;
  category?: ComplaintCategory | undefined;
  priority?: ComplaintPriority | undefined;
  /** The office's screen only: complaints past their service target. */
  overdue?: boolean | undefined;
};

/**
 * A student's text search runs in the browser, case-insensitive, over subject, description and
 * category. The selects match exactly (docs/product-rules.md#complaint-lists).
 */
export function matchesComplaintFilters(
  complaint: Complaint,
  { search, status, category, priority }: ComplaintFilterValues,
): boolean {
  if (status && complaint.status !== status) return false;
  if (category && complaint.category !== category) return false;
  if (priority && complaint.priority !== priority) return false;
  if (!search) return true;
  const needle = search.toLocaleLowerCase();
  return [complaint.subject, complaint.description, complaint.category].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/**
 * The student's filters, held on the page: their own complaints are few and all loaded at once,
 * so filtering them costs no request.
 */
export function useStudentComplaintFilters() {
  const [filters, setFilters] = useState<ComplaintFilterValues>({});
  const hasFilters = Object.values(filters).some((value) => value !== undefined && value !== '');

  return {
    filters,
    hasFilters,
    setSearch: useCallback(
      (search: string) => setFilters((current) => ({ ...current, search: search || undefined })),
      [],
    ),
    setStatus: (status: ComplaintStatus | undefined) =>
      setFilters((current) => ({ ...current, status })),
    setCategory: (category: ComplaintCategory | undefined) =>
      setFilters((current) => ({ ...current, category })),
    setPriority: (priority: ComplaintPriority | undefined) =>
      setFilters((current) => ({ ...current, priority })),
    clearFilters: () => setFilters({}),
  };
}
