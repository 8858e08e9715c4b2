import type { Gender } from '@hms/shared/enums';
import { mayLiveIn } from '@hms/shared/gender-rule';
import { importRowMessages as rm } from '@hms/shared/imports';
import { bedProblem, firstFreeBed, residencyMessages } from '@hms/shared/residencies';
import { assignmentRefusal, type AssignmentRoom } from '../../residencies';
import { problemIn, type Problem, type Spelling } from '../reading/import-report';
import type { HeldBed } from '../imports-repository';

/** A row that asks for a bed in a room, for a student without one. */
export type BedAsk = {
  line: number;
  student: { name: string; gender: Gender; isActive: boolean };
  room: AssignmentRoom;
  bed?: number;
  problems: Problem[];
  /** The bed decided, once the row is allowed one. */
  given?: number;
};

/**
 * Gives each asking row a bed by the rules of an assignment (docs/product-rules.md#bed-assignment),
 * the room's free beds counted against the file's rows: assignmentRefusal decides each row as
 * if the rows before it had moved in, rows naming a bed take it first, and rows without one take
 * the lowest bed still free, in the file's order. Two rows for a room's last bed: the first has
 * it, the second is refused as a full room is.
 */
export function giveBeds(asks: BedAsk[], held: ReadonlyMap<string, HeldBed[]>, spelling: Spelling) {
  const byRoom = new Map<string, BedAsk[]>();
  for (const ask of asks) byRoom.set(ask.room.id, [...(byRoom.get(ask.room.id) ?? []), ask]);
  for (const [roomId, roomAsks] of byRoom) {
    const holders = held.get(roomId) ?? [];
    const claimed = new Map<number, number>();
    let residents = roomAsks[0]?.room.residents ?? 0;
    const allowed = (ask: BedAsk) => {
      const refusal = assignmentRefusal(
        { ...ask.room, residents },
        { ...ask.student, roomId: null },
        {
          roomId,
        },
      );
      if (refusal === undefined || refusal === 'stay') return true;
      const column = !ask.student.isActive
        ? undefined
        : !mayLiveIn(ask.student.gender, ask.room.hostelType)
          ? 'Hostel'
          : 'Room';
      ask.problems.push(
        column ? problemIn(spelling, column, refusal.message) : { message: refusal.message },
      );
      return false;
    };
    const take = (ask: BedAsk, bed: number) => {
      claimed.set(bed, ask.line);
      ask.given = bed;
      residents += 1;
    };

    for (const ask of roomAsks.filter((a) => a.bed !== undefined)) {
      const bed = ask.bed!;
      // Another row of the file has it: that is what to fix, whatever else this row meets.
      const earlier = claimed.get(bed);
      if (earlier !== undefined) {
        ask.problems.push(
          problemIn(spelling, 'Bed', rm.duplicateBed(bed, ask.room.roomNumber, earlier)),
        );
        continue;
      }
      if (!allowed(ask)) continue;
      const holder = holders.find((h) => h.bed === bed);
      const problem =
        bedProblem(bed, ask.room.roomNumber, ask.room.capacity) ??
        (holder ? residencyMessages.bedTaken(bed, ask.room.roomNumber, holder.name) : undefined);
      if (problem) ask.problems.push(problemIn(spelling, 'Bed', problem));
      else take(ask, bed);
    }
    for (const ask of roomAsks.filter((a) => a.bed === undefined)) {
      if (!allowed(ask)) continue;
      const taken = [...holders.map((h) => h.bed), ...claimed.keys()];
      const bed = firstFreeBed(ask.room.capacity, taken);
      if (bed === undefined) {
        // The room's count and its stays disagree only while a change is under way elsewhere.
        ask.problems.push(problemIn(spelling, 'Room', residencyMessages.bedJustTaken));
      } else take(ask, bed);
    }
  }
}
