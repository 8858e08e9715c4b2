import type { Curfew, InsideNow, InsideRow, Movement } from '@hms/shared/gate';
import { nextId } from './factories';

/** A resident of the muster list, by default inside since the evening before. */
export function createInsideRow(overrides: Partial<InsideRow> = {}): InsideRow {
  return {
    studentId: nextId(),
    name: 'Priya Sharma',
    rollNumber: '2024CS001',
    roomNumber: '101',
    phone: '9876543210',
    whereabouts: 'inside',
    since: '2026-03-11T14:30:00.000Z',
    leaveUntil: null,
    guardians: [{ name: 'Meena Sharma', relation: 'Mother', phone: '9876500001' }],
    ...overrides,
  };
}

/** A hostel's muster list with its counts taken from the residents given. */
export function createInsideNow(
  residents: InsideRow[],
  overrides: Partial<Omit<InsideNow, 'residents'>> = {},
): InsideNow {
  const count = (whereabouts: InsideRow['whereabouts']) =>
    residents.filter((resident) => resident.whereabouts === whereabouts).length;
  return {
    hostelName: 'Kaveri',
    asOf: '2026-03-12T16:00:00.000Z',
    counts: {
      inside: count('inside'),
      onLeave: count('onLeave'),
      outWithoutLeave: count('outWithoutLeave'),
      overdue: count('overdue'),
    },
    residents,
    ...overrides,
  };
}

let movementId = 0;

/** A movement at the gate, by default a return on time. */
export function createMovement(overrides: Partial<Movement> = {}): Movement {
  movementId += 1;
  return {
    id: movementId,
    direction: 'in',
    gate: 'Main gate',
    scannedAt: '2026-03-12T15:10:00.000Z',
    recordedBy: 'Ramesh (guard)',
    studentId: nextId(),
    studentName: 'Priya Sharma',
    rollNumber: '2024CS001',
    hostelName: 'Kaveri',
    leaveId: null,
    lateMinutes: null,
    unmatched: null,
    withoutLeave: false,
    meaning: 'Back on time',
    attention: false,
    ...overrides,
  };
}

export function createCurfew(overrides: Partial<Curfew> = {}): Curfew {
  return {
    hostelId: nextId(),
    hostelName: 'Kaveri',
    curfew: '22:00',
    guardianApprovesLeave: false,
    ...overrides,
  };
}
