import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors/app-error';
import { assignmentRefusal, type AssignmentRoom, type AssignmentStudent } from './assignment-rules';

const room: AssignmentRoom = {
  id: 'room-a',
  roomNumber: '101',
  capacity: 2,
  hostelId: 'hostel-a',
  residents: 1,
  hostelName: 'Kaveri Hostel',
  hostelType: 'Girls',
};
const student: AssignmentStudent = {
  name: 'Meera Krishnan',
  gender: 'Female',
  isActive: true,
  roomId: null,
};
const input = { roomId: 'room-101' };

const message = (result: ReturnType<typeof assignmentRefusal>) =>
  result instanceof AppError ? result.message : result;

describe('assignmentRefusal', () => {
  it('lets a move into a free bed of the right hostel go ahead', () => {
    expect(assignmentRefusal(room, student, input)).toBeUndefined();
    expect(assignmentRefusal(room, { ...student, gender: 'Other' }, input)).toBeUndefined();
  });

  it('answers stay for the room the student already has, full or not', () => {
    expect(
      assignmentRefusal({ ...room, residents: 2 }, { ...student, roomId: 'room-101' }, input),
    ).toBe('stay');
  });

  it('refuses for one reason at a time, in the order an office reads them', () => {
    const full = { ...room, residents: 2 };
    const male = { ...student, gender: 'Male' as const };
    const inactive = { ...male, isActive: false };
    const otherHostel = { ...input, hostel: 'hostel-b' };
    // Each step mends the reason before it, so the next one shows.
    const steps: [AssignmentRoom, AssignmentStudent, typeof otherHostel | typeof input][] = [
      [full, inactive, otherHostel],
      [full, male, otherHostel],
      [full, male, input],
      [full, student, input],
    ];
    const reasons = steps.map(([r, s, i]) => message(assignmentRefusal(r, s, i)));
    expect(reasons).toEqual([
      expect.stringMatching(/Meera Krishnan/),
      expect.stringMatching(/101.*Kaveri Hostel/),
      expect.stringMatching(/Kaveri Hostel.*Girls/),
      'Room 101 in Kaveri Hostel is full. Choose a room with a free bed.',
    ]);
    expect(new Set(reasons).size).toBe(4);
    for (const [r, s, i] of steps) {
      expect((assignmentRefusal(r, s, i) as AppError).statusCode).toBe(409);
    }
  });
});
