import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { serviceTargetMessages } from '@hms/shared/service-targets';
import { serviceTargetsSchema, type ServiceTargets } from '@hms/shared/service-targets';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const responseSchema = successResponseSchema(serviceTargetsSchema);

export async function getServiceTargets(signal?: AbortSignal): Promise<ServiceTargets> {
  return (await apiClient.get('/settings/service-targets', responseSchema, { signal })).data;
}

export function useServiceTargets() {
  return useQuery({
    queryKey: queryKeys.serviceTargets,
    queryFn: ({ signal }) => getServiceTargets(signal),
  });
}

export async function updateServiceTargets(targets: ServiceTargets): Promise<ServiceTargets> {
  return (await apiClient.put('/settings/service-targets', targets, responseSchema)).data;
}

export function useUpdateServiceTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceTargets,
    onSuccess: (saved) => {
      toast.success(serviceTargetMessages.saved);
      queryClient.setQueryData(queryKeys.serviceTargets, saved);
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, serviceTargetMessages.saveFailed));
    },
  });
}
