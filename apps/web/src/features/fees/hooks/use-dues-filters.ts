import { duesQuerySchema } from '@hms/shared/fees';
import { useUrlFilters } from '@/hooks/use-url-filters';

const { search, hostel, minAmount, minDays, page } = duesQuerySchema.shape;

/**
 * The dues filters under the API's names. The API's defaults (owing at least one paisa, for any
 * number of days) are left out, so a plain list has a plain URL and no filter counts as set.
 */
const duesFilterShape = {
  search,
  hostel,
  minAmount: minAmount.unwrap().optional(),
  minDays: minDays.unwrap().optional(),
  page,
};
const duesFilterKeys = ['search', 'hostel', 'minAmount', 'minDays'] as const;

/** The Fees page's dues filters and page, in the URL (`?search=&hostel=&minAmount=&minDays=`). */
export function useDuesFilters() {
  return useUrlFilters(duesFilterShape, duesFilterKeys);
}
