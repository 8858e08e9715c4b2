import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import {
  menuListSchema,
  menuResponseSchema,
  menuSchema,
  messMessages,
  type Menu,
  type MenuInput,
} from '@hms/shared/mess';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export const menuFailures = { save: 'The menu could not be saved' } as const;

/**
 * `GET /api/mess/menus`: the week of each hostel the caller may see, every one of them even with
 * nothing on it, so it is also the list of hostels the Mess page chooses among (a mess manager
 * may not read `/api/hostels`).
 */
export function useMessMenus() {
  return useQuery({
    queryKey: queryKeys.messMenus,
    queryFn: ({ signal }) => apiClient.get('/mess/menus', menuListSchema, { signal }),
    select: (body) => body.data,
  });
}

/**
 * `PUT /api/mess/menus/{hostelId}` (the office and mess managers): the whole week, which replaces
 * what was kept. The saved week replaces its hostel's in the list.
 */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ hostelId, input }: { hostelId: string; input: MenuInput }) =>
      (
        await apiClient.put(
          `/mess/menus/${encodeURIComponent(hostelId)}`,
          input,
          menuResponseSchema,
        )
      ).data,
    onSuccess: (saved: Menu) => {
      toast.success(messMessages.menuSaved);
      queryClient.setQueryData<z.infer<typeof menuListSchema>>(queryKeys.messMenus, (list) =>
        list
          ? {
              ...list,
              data: list.data.map((one) => (one.hostelId === saved.hostelId ? saved : one)),
            }
          : list,
      );
    },
    onError: (error) => toast.error(getErrorMessage(error, menuFailures.save)),
  });
}

const ownMenuSchema = successResponseSchema(menuSchema.nullable());

/** `GET /api/student/mess/menu`: the week of the student's hostel; null while they have no bed. */
export function useOwnMenu() {
  return useQuery({
    queryKey: queryKeys.ownMenu,
    queryFn: ({ signal }) => apiClient.get('/student/mess/menu', ownMenuSchema, { signal }),
    select: (body) => body.data,
  });
}
