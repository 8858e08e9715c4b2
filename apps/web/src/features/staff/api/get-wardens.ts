import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { staffMemberSchema, wardenSchema, type StaffMember, type Warden } from '@hms/shared/staff';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every warden, by name; an office has tens, so the list is not paged. */
export async function getWardens(signal?: AbortSignal): Promise<Warden[]> {
  const body = await apiClient.get('/wardens', successResponseSchema(z.array(wardenSchema)), {
    signal,
  });
  return body.data;
}

export function useWardens() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.wardens, queryFn: ({ signal }) => getWardens(signal) }),
  );
}

/** Administrators and active wardens: whom a complaint may be given to. */
export async function getStaffMembers(signal?: AbortSignal): Promise<StaffMember[]> {
  const body = await apiClient.get('/staff', successResponseSchema(z.array(staffMemberSchema)), {
    signal,
  });
  return body.data;
}

export function useStaffMembers(enabled = true) {
  return useQuery({
    queryKey: queryKeys.staff,
    queryFn: ({ signal }) => getStaffMembers(signal),
    enabled,
  });
}
