import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { complaintSchema, type Complaint } from '@hms/shared/complaints';
import { staffMemberSchema, type StaffMember } from '@hms/shared/staff';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { replaceComplaintInLists } from './get-complaints';

/** Administrators and active wardens: whom a complaint may be given to. */
export async function getAssignees(signal?: AbortSignal): Promise<StaffMember[]> {
  const body = await apiClient.get('/staff', successResponseSchema(z.array(staffMemberSchema)), {
    signal,
  });
  return body.data;
}

export function useAssignees() {
  return useQuery({ queryKey: queryKeys.staff, queryFn: ({ signal }) => getAssignees(signal) });
}

export type AssignComplaintRequest = { id: string; assigneeId: string | null };

export async function assignComplaint({ id, assigneeId }: AssignComplaintRequest) {
  const body = await apiClient.put(
    `/complaints/${encodeURIComponent(id)}/assignee`,
    { assigneeId },
    successResponseSchema(complaintSchema),
  );
  return body.data;
}

export function useAssignComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignComplaint,
    onSuccess: (complaint: Complaint) => {
      toast.success(
        complaint.assignee ? `Assigned to ${complaint.assignee.name}` : 'Complaint unassigned',
      );
      replaceComplaintInLists(queryClient, complaint);
      void queryClient.invalidateQueries({ queryKey: queryKeys.complaints });
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, 'The complaint could not be assigned'));
    },
  });
}
