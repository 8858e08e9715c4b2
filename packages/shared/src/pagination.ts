import { z } from 'zod';

/** Beside `data` in every list that can grow large (decision 5). */
export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;
