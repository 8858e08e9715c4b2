import { useQuery } from '@tanstack/react-query';
import { deletedResponseSchema } from '@hms/shared/api';
import {
  messMessages,
  messPlanListSchema,
  messPlanResponseSchema,
  type MessPlan,
  type MessPlanInput,
  type MessPlanUpdate,
} from '@hms/shared/mess';
import { useToastedMutation } from '@/hooks/use-toasted-mutation';
import { ApiError, apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What a failed save or deletion says when the server sent no sentence of its own. */
export const planFailures = {
  save: 'The plan could not be saved',
  delete: 'The plan could not be deleted',
} as const;

/** `GET /api/mess/plans?hostel=`: one hostel's plans, by name. */
export function useMessPlans(hostelId: string) {
  return useQuery({
    queryKey: [...queryKeys.messPlans, hostelId],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/mess/plans?${new URLSearchParams({ hostel: hostelId }).toString()}`,
        messPlanListSchema,
        { signal },
      ),
    select: (body) => body.data,
  });
}

/**
 * A name another plan of the hostel has is refused with a 409 and the sentence alone: it belongs
 * under the plan's name, where the form puts a field's message.
 */
async function nameTakenUnderName(save: Promise<MessPlan>): Promise<MessPlan> {
  try {
    return await save;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.errors.length === 0) {
      throw new ApiError(409, error.message, [{ path: 'name', message: error.message }]);
    }
    throw error;
  }
}

export async function createPlan(input: MessPlanInput): Promise<MessPlan> {
  return nameTakenUnderName(
    apiClient.post('/mess/plans', input, messPlanResponseSchema).then((body) => body.data),
  );
}

export async function updatePlan({
  id,
  input,
}: {
  id: string;
  input: MessPlanUpdate;
}): Promise<MessPlan> {
  return nameTakenUnderName(
    apiClient
      .put(`/mess/plans/${encodeURIComponent(id)}`, input, messPlanResponseSchema)
      .then((body) => body.data),
  );
}

export async function deletePlan(id: string): Promise<void> {
  await apiClient.delete(`/mess/plans/${encodeURIComponent(id)}`, deletedResponseSchema);
}

/** A plan's name shows on its residents' rows, and its meals make the meal count. */
const planChange = (failed: string, done: string) => ({
  done,
  failed,
  stale: [queryKeys.messPlans, queryKeys.messResidents, queryKeys.mealCounts],
});

/** The office's and mess managers' changes; the server refuses a warden. */
export const useCreatePlan = () =>
  useToastedMutation(createPlan, planChange(planFailures.save, messMessages.planSaved));
export const useUpdatePlan = () =>
  useToastedMutation(updatePlan, planChange(planFailures.save, messMessages.planSaved));
export const useDeletePlan = () =>
  useToastedMutation(deletePlan, planChange(planFailures.delete, messMessages.planDeleted));
