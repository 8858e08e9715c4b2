import type { Residency } from '@hms/shared/residencies';
import type { RoomRequest } from '@hms/shared/room-requests';
import { nextId } from './factories';

const timestamp = '2026-11-20T09:30:00.000Z';

export function createRoomRequest(overrides: Partial<RoomRequest> = {}): RoomRequest {
  return {
    _id: nextId(),
    status: 'Pending',
    kind: 'Room change',
    student: { _id: nextId(), name: 'Meera Pillai', studentId: '2024CS010', gender: 'Female' },
    current: { hostel: 'Kaveri', roomNumber: '101', bed: 1 },
    preferredHostel: null,
    preferredRoomType: 'Double',
    reason: 'A quieter floor, please.',
    decisionNote: null,
    decidedBy: null,
    decidedAt: null,
    bedAvailableNow: true,
    createdAt: timestamp,
    ...overrides,
  };
}

export function createResidency(overrides: Partial<Residency> = {}): Residency {
  return {
    _id: nextId(),
    student: { _id: nextId(), name: 'Meera Pillai', studentId: '2024CS010' },
    hostel: { _id: nextId(), name: 'Kaveri', type: 'Girls' },
    room: { _id: nextId(), roomNumber: '101', type: 'Double' },
    bed: 1,
    movedInOn: '2026-07-01',
    movedOutOn: null,
    endReason: null,
    note: null,
    ...overrides,
  };
}

/** A paged list's body of the given items. */
export function pageOf<T>(data: T[], limit = 20) {
  return { body: { success: true, data, pagination: { page: 1, limit, total: data.length } } };
}
