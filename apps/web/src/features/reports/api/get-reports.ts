import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import {
  complaintsReportSchema,
  feeCollectionReportSchema,
  occupancyHistoryReportSchema,
  occupancyReportSchema,
  resolveTimesReportSchema,
  vacancyReportSchema,
  type ReportName,
} from '@hms/shared/reports';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The hostel a report is narrowed to; none means every hostel the viewer may see. */
export type ReportScope = { hostel?: string | undefined };

/** A month-by-month report's months, both included, as `YYYY-MM`, and its hostel. */
export type ReportRange = ReportScope & { from: string; to: string };

/** The reports' answers, checked against the shared contract. */
const responses = {
  occupancy: successResponseSchema(occupancyReportSchema),
  vacancies: successResponseSchema(vacancyReportSchema),
  occupancyHistory: successResponseSchema(occupancyHistoryReportSchema),
  complaints: successResponseSchema(complaintsReportSchema),
  resolveTimes: successResponseSchema(resolveTimesReportSchema),
  feeCollection: successResponseSchema(feeCollectionReportSchema),
};

/** The query string, in a fixed order so that equal filters make equal URLs. */
export function reportSearchParams(params: ReportScope & Partial<ReportRange>): string {
  const search = new URLSearchParams();
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.hostel) search.set('hostel', params.hostel);
  const query = search.toString();
  return query ? `?${query}` : '';
}

/**
 * One report, kept on screen while the next filters' answer loads. `enabled` is false while the
 * chosen months are not a range the server would take, so nothing is asked for that would fail.
 */
function useReport<T>(
  name: ReportName,
  response: z.ZodType<{ success: true; data: T }>,
  params: ReportScope | ReportRange,
  enabled = true,
) {
  return useQuery({
    queryKey: [...queryKeys.reports, name, params],
    queryFn: async ({ signal }): Promise<T> => {
      const path = `/reports/${name}${reportSearchParams(params)}`;
      return (await apiClient.get(path, response, { signal })).data;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useOccupancyReport = (scope: ReportScope) =>
  useReport('occupancy', responses.occupancy, scope);
export const useVacancyReport = (scope: ReportScope) =>
  useReport('vacancies', responses.vacancies, scope);
export const useOccupancyHistoryReport = (range: ReportRange, enabled: boolean) =>
  useReport('occupancy-history', responses.occupancyHistory, range, enabled);
export const useComplaintsReport = (range: ReportRange, enabled: boolean) =>
  useReport('complaints', responses.complaints, range, enabled);
export const useResolveTimesReport = (range: ReportRange, enabled: boolean) =>
  useReport('resolve-times', responses.resolveTimes, range, enabled);
export const useFeeCollectionReport = (range: ReportRange, enabled: boolean) =>
  useReport('fee-collection', responses.feeCollection, range, enabled);
