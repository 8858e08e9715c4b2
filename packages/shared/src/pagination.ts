import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './constants';
import { wholeNumberField } from './numbers';

/** Beside `data` in every list that can grow large (docs/product-rules.md#paged-lists). */
export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  /** Set when the list counted no further than `total`: at least that many match. */
  totalCapped: z.literal(true).optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * `page` and `limit` of every paged list's query string, at most 100 a page
 * (docs/product-rules.md#paged-lists).
 */
export const pageQueryFields = {
  page: wholeNumberField({
    required: 'Page is required',
    min: 1,
    minMessage: 'Page must be at least 1',
    max: 1_000_000,
    maxMessage: 'Page is too large',
  }).default(1),
  limit: wholeNumberField({
    required: 'Limit is required',
    min: 1,
    minMessage: 'Limit must be at least 1',
    max: PAGE_LIMIT_MAX,
    maxMessage: `Limit must be at most ${PAGE_LIMIT_MAX}`,
  }).default(PAGE_LIMIT_DEFAULT),
};

/** A hostel chosen in a list filter. */
export const hostelFilterField = z.uuid({ error: 'Choose a hostel from the list' }).optional();

/** `{ success, data: [...], pagination }` for a list of `item`. */
export function pagedResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });
}
