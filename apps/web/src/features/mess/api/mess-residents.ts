import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  messEnrolmentMessages,
  residentPlanListSchema,
  residentPlanResponseSchema,
  type PlanChangeInput,
  type ResidentPlan,
} from '@hms/shared/mess-enrolment';
import { useToastedMutation } from '@/hooks/use-toasted-mutation';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const RESIDENTS_PAGE_SIZE = 10;

/** What a failed plan change says when the server sent no sentence of its own. */
export const planChangeFailed = 'The plan could not be changed';

/** The list's filters: the search as typed, a plan's id or `none`, and the page. */
export type ResidentFilters = { search: string; plan: string | undefined; page: number };

/** The query string of `GET /api/mess/residents`: the hostel, the page, then the filters set. */
export function residentsQuery(hostelId: string, { search, plan, page }: ResidentFilters) {
  const query = new URLSearchParams({
    hostel: hostelId,
    page: String(page),
    limit: String(RESIDENTS_PAGE_SIZE),
  });
  if (search) query.set('search', search);
  if (plan) query.set('plan', plan);
  return query.toString();
}

/** `GET /api/mess/residents`: one hostel's residents in room order, with their plans, paged. */
export function useMessResidents(hostelId: string, filters: ResidentFilters) {
  const query = residentsQuery(hostelId, filters);
  return useQuery({
    queryKey: [...queryKeys.messResidents, hostelId, filters.search, filters.plan, filters.page],
    queryFn: ({ signal }) =>
      apiClient.get(`/mess/residents?${query}`, residentPlanListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export async function changeResidentPlan({
  studentId,
  input,
}: {
  studentId: string;
  input: PlanChangeInput;
}): Promise<ResidentPlan> {
  const body = await apiClient.put(
    `/mess/residents/${encodeURIComponent(studentId)}/plan`,
    input,
    residentPlanResponseSchema,
  );
  return body.data;
}

/** The office's and mess managers' change; the server refuses a warden. */
export const useChangeResidentPlan = () =>
  useToastedMutation(changeResidentPlan, {
    done: messEnrolmentMessages.planChanged,
    failed: planChangeFailed,
    stale: [queryKeys.messResidents, queryKeys.mealCounts],
  });
