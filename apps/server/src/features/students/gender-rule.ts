import type { Gender, HostelType } from '@hms/shared/enums';

/** Boys hostels take Male students, Girls hostels Female students; Other may live in either (decision 12). */
export function mayLiveIn(gender: Gender, hostelType: HostelType): boolean {
  if (gender === 'Other') return true;
  return hostelType === (gender === 'Male' ? 'Boys' : 'Girls');
}
