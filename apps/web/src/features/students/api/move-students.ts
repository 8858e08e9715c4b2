import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import {
  residencyMessages as m,
  type CheckOutInput,
  type SwapInput,
} from '@hms/shared/residencies';
import { studentSchema, type Student } from '@hms/shared/students';
import { useToastedMutation } from '@/hooks/use-toasted-mutation';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function checkOut({ id, input }: { id: string; input: CheckOutInput }): Promise<Student> {
  return apiClient
    .post(
      `/admin/students/${encodeURIComponent(id)}/check-out`,
      input,
      successResponseSchema(studentSchema),
    )
    .then((body) => body.data);
}

export function swapBeds(input: SwapInput): Promise<[Student, Student]> {
  return apiClient
    .post(
      '/admin/students/swap',
      input,
      successResponseSchema(z.tuple([studentSchema, studentSchema])),
    )
    .then((body) => body.data);
}

/** A move changes the students, their rooms' beds and hostels' counts (stays: query-client.ts). */
const useMoveMutation = <Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  messages: { done: string; failed: string },
) =>
  useToastedMutation(mutationFn, {
    ...messages,
    stale: [queryKeys.students, queryKeys.rooms, queryKeys.hostels],
  });

export const useCheckOut = () =>
  useMoveMutation(checkOut, { done: m.checkedOut, failed: m.checkOutFailed });
export const useSwapBeds = () =>
  useMoveMutation(swapBeds, { done: m.swapped, failed: m.swapFailed });
