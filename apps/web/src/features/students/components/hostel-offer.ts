import type { Gender } from '@hms/shared/enums';
import { mayLiveIn } from '@hms/shared/gender-rule';
import type { Hostel } from '@hms/shared/hostels';
import type { Student } from '@hms/shared/students';

/** What the hostel choice needs of a hostel: its type decides who may live there. */
export type HostelOption = Pick<Hostel, '_id' | 'name' | 'type'>;

/** The hostels the student may live in, by the rule the server refuses by. */
export function hostelsFor(gender: Gender, hostels: readonly HostelOption[]): HostelOption[] {
  return hostels.filter((hostel) => mayLiveIn(gender, hostel.type));
}

/** Says why the list holds the hostels it does, so a missing hostel is not a mystery. */
export function hostelHint(student: Pick<Student, 'name' | 'gender'>, offered: number): string {
  if (student.gender === 'Other') {
    return offered > 0
      ? `Boys and Girls hostels are both listed: a student of gender Other may live in either.`
      : 'No hostel has been added yet.';
  }
  const type = student.gender === 'Male' ? 'Boys' : 'Girls';
  return offered > 0
    ? `Only ${type} hostels are listed: ${student.name} is ${student.gender}.`
    : `No ${type} hostel has been added yet.`;
}
