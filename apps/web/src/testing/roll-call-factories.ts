import {
  rollCallSummarySchema,
  type RollCall,
  type RollCallEntry,
  type RollCallSummary,
} from '@hms/shared/roll-call';
import { nextId } from './factories';

/** A resident on a roll-call's list, unmarked unless given. */
export function createRollCallEntry(overrides: Partial<RollCallEntry> = {}): RollCallEntry {
  return {
    studentId: nextId(),
    name: 'Priya Sharma',
    rollNumber: '2024CS001',
    mark: null,
    markedBy: null,
    markedAt: null,
    ...overrides,
  };
}

/** An open roll-call of Kaveri with these rooms, its counts taken from their marks. */
export function createRollCall(
  rooms: { roomNumber: string; residents: RollCallEntry[] }[],
  overrides: Partial<Omit<RollCall, 'rooms' | 'counts'>> = {},
): RollCall {
  const all = rooms.flatMap((room) => room.residents);
  const count = (mark: RollCallEntry['mark']) => all.filter((entry) => entry.mark === mark).length;
  return {
    _id: nextId(),
    hostelId: nextId(),
    hostelName: 'Kaveri',
    floor: null,
    night: '2026-03-12',
    startedBy: 'Lakshmi Warden',
    startedAt: '2026-03-12T16:00:00.000Z',
    closedBy: null,
    closedAt: null,
    counts: {
      present: count('present'),
      absent: count('absent'),
      unmarked: count(null),
      total: all.length,
    },
    rooms,
    ...overrides,
  };
}

/** A roll-call as the history lists it. */
export function summaryOf(rollCall: RollCall): RollCallSummary {
  return rollCallSummarySchema.parse(rollCall);
}
