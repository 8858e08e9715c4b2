import type { Gender, HostelType } from './enums';

/**
 * Boys hostels take Male students, Girls hostels Female students; a student of gender Other may
 * live in either (docs/product-rules.md#hostel-gender). The assignment form offers hostels by it
 * and the server refuses by it.
 */
export function mayLiveIn(gender: Gender, hostelType: HostelType): boolean {
  if (gender === 'Other') return true;
  return hostelType === (gender === 'Male' ? 'Boys' : 'Girls');
}
