import type { Movement } from '@hms/shared/gate';
import { movementMeaning, needsAttention, type MovementFacts } from '@hms/shared/gate-rules';
import type { MovementRow } from './movements-repository';

/** A movement as the API answers it, with what it means in the guard's words. */
export function toMovement(row: MovementRow): Movement {
  const facts: MovementFacts = {
    direction: row.direction,
    leaveUntil: row.direction === 'out' ? row.leaveUntil : null,
    lateMinutes: row.lateMinutes,
    unmatched: row.unmatched,
    withoutLeave: row.withoutLeave,
    fromLeave: row.direction === 'in' && row.leaveId !== null,
  };
  return {
    id: row.id,
    direction: row.direction,
    gate: row.gate,
    scannedAt: new Date(row.scannedAt).toISOString(),
    recordedBy: row.recordedBy,
    studentId: row.studentId,
    studentName: row.studentName,
    rollNumber: row.rollNumber,
    hostelName: row.hostelName,
    leaveId: row.leaveId,
    lateMinutes: row.lateMinutes,
    unmatched: row.unmatched,
    withoutLeave: row.withoutLeave,
    meaning: movementMeaning(facts),
    attention: needsAttention(facts),
  };
}
