import { mayLiveIn } from '@hms/shared/gender-rule';
import { importRowMessages as rm, type ImportRow } from '@hms/shared/imports';
import { studentMessages } from '@hms/shared/messages';
import { changedSlots, type ContactRow } from '../../guardians';
import type { StudentRow } from '../../students';
import { giveBeds, type BedAsk } from './bed-plan';
import { fateOf, problemIn, type Spelling } from '../reading/import-report';
import type { HeldBed, KnownHostel, PlacementRoom } from '../imports-repository';
import type { StudentFields, StudentLine } from './student-rows';

/** The records a students file is decided against, keyed as the file names them. */
export type StudentRecords = {
  /** By student ID in lower case. */
  students: ReadonlyMap<string, StudentRow>;
  /** Who has each e-mail now (lower case). */
  emails: ReadonlyMap<string, { id: string; name: string; studentId: string }>;
  /** By name in lower case. */
  hostels: ReadonlyMap<string, KnownHostel>;
  /** By `${hostel id}/${room number in lower case}`. */
  rooms: ReadonlyMap<string, PlacementRoom>;
  /** By room id. */
  held: ReadonlyMap<string, HeldBed[]>;
  /** The contacts the students on record keep, by student id. */
  contacts: ReadonlyMap<string, readonly ContactRow[]>;
};

export const roomKey = (hostelId: string, roomNumber: string) =>
  `${hostelId}/${roomNumber.toLowerCase()}`;

/** What saving a row does: a new student, or changes to one on record; a bed for either. */
export type StudentWork = {
  fields: StudentFields;
  existing?: StudentRow;
  changed: boolean;
  bed?: { roomId: string; bed: number };
  /** The contacts the row gives, and the names of the slots they change ("Guardian 1"). */
  contacts: ContactRow[];
  contactsChanged: string[];
};

export type PlannedStudent = { row: ImportRow; work?: StudentWork };

function differs(existing: StudentRow, fields: StudentFields): boolean {
  return (
    existing.name !== fields.name ||
    existing.email.toLowerCase() !== fields.email ||
    existing.phone !== fields.phone ||
    existing.course !== fields.course ||
    existing.year !== fields.year ||
    existing.gender !== fields.gender
  );
}

/**
 * Each row's fate (docs/product-rules.md#imports): matched by student ID ignoring case, created
 * when new, updated when a field differs or it asks for a bed, else unchanged. A row repeating an
 * earlier row's student ID or e-mail, taking another student's e-mail, giving a resident a
 * gender their hostel does not take, naming a hostel or room that does not exist, or asking to
 * move someone who already has a bed elsewhere is refused, and so is a bed the assignment rules
 * would not give (bed-plan.ts).
 */
export function planStudents(
  lines: readonly StudentLine[],
  records: StudentRecords,
  spelling: Spelling,
): PlannedStudent[] {
  const firstLineOfId = new Map<string, number>();
  const firstLineOfEmail = new Map<string, number>();
  const asks: BedAsk[] = [];
  const decided = lines.map((line) => {
    const problems = [...line.problems];
    const refuse = (column: string, message: string) =>
      problems.push(problemIn(spelling, column, message));
    const id = line.key.toLowerCase();
    const sameId = firstLineOfId.get(id);
    if (id !== '' && sameId !== undefined)
      refuse('Student ID', rm.duplicateStudentId(line.key, sameId));
    else if (id !== '') firstLineOfId.set(id, line.line);

    const { fields } = line;
    if (!fields) return { line, problems };
    const sameEmail = firstLineOfEmail.get(fields.email);
    if (sameEmail !== undefined) refuse('Email', rm.duplicateEmail(sameEmail));
    else firstLineOfEmail.set(fields.email, line.line);

    const existing = records.students.get(id);
    const holder = records.emails.get(fields.email);
    if (holder && holder.id !== existing?.id)
      refuse('Email', rm.emailTaken(holder.name, holder.studentId));
    const changed = existing !== undefined && differs(existing, fields);
    // Only the slots the row fills are compared: an empty slot leaves the kept contact alone.
    const contactsChanged = changedSlots(
      existing ? (records.contacts.get(existing.id) ?? []) : [],
      line.contacts,
      line.contacts.map((contact) => contact.slot),
    );
    if (existing?.hostelType && !mayLiveIn(fields.gender, existing.hostelType)) {
      refuse(
        'Gender',
        studentMessages.genderChangeInHostel(
          existing.name,
          existing.hostelName ?? '',
          existing.hostelType,
        ),
      );
    }

    let ask: BedAsk | undefined;
    const { place } = line;
    if (place.hostel !== undefined && place.room !== undefined) {
      const hostel = records.hostels.get(place.hostel.toLowerCase());
      const room = hostel && records.rooms.get(roomKey(hostel.id, place.room));
      if (!hostel) refuse('Hostel', rm.unknownHostel(place.hostel));
      else if (!room) refuse('Room', rm.unknownRoom(place.room, hostel.name));
      else if (existing?.roomId === room.id) {
        // Already there: unchanged, unless the row names another of the room's beds.
        if (place.bed !== undefined && place.bed !== existing.bed) {
          refuse('Bed', rm.otherBedInRoom(existing.name, existing.bed ?? 0));
        }
      } else if (existing?.roomId) {
        refuse(
          'Room',
          rm.livesElsewhere(existing.name, existing.roomNumber ?? '', existing.hostelName ?? ''),
        );
      } else if (problems.length === 0) {
        ask = {
          line: line.line,
          student: {
            name: fields.name,
            gender: fields.gender,
            isActive: existing?.isActive ?? true,
          },
          room: {
            id: room.id,
            roomNumber: room.roomNumber,
            capacity: room.capacity,
            hostelId: hostel.id,
            residents: room.residents,
            hostelName: hostel.name,
            hostelType: hostel.type,
          },
          ...(place.bed !== undefined ? { bed: place.bed } : {}),
          problems,
        };
        asks.push(ask);
      }
    }
    return { line, problems, fields, existing, changed, contactsChanged, ask };
  });

  giveBeds(asks, records.held, spelling);

  return decided.map((d) => {
    const { line, problems } = d;
    const base = { line: line.line, key: line.key, problems };
    if (!('fields' in d) || !d.fields) return { row: { ...base, fate: 'refused' as const } };
    const bed =
      d.ask?.given !== undefined ? { roomId: d.ask.room.id, bed: d.ask.given } : undefined;
    const fate = fateOf(
      problems,
      !d.existing
        ? 'create'
        : d.changed || bed || d.contactsChanged.length > 0
          ? 'update'
          : 'unchanged',
    );
    const work: StudentWork = {
      fields: d.fields,
      changed: d.changed,
      contacts: line.contacts,
      contactsChanged: d.contactsChanged,
      ...(d.existing ? { existing: d.existing } : {}),
      ...(bed ? { bed } : {}),
    };
    return fate === 'create' || fate === 'update'
      ? { row: { ...base, fate }, work }
      : { row: { ...base, fate } };
  });
}
