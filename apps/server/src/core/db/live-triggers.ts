/**
 * Every trigger the database runs, by name: its table, the migration in apps/server/drizzle that
 * creates it, the later one that last defines the function it runs where there is one (a later
 * `CREATE OR REPLACE FUNCTION` changes a trigger without naming it), the SQLSTATE it raises when
 * it refuses a write, and what it keeps true. live-triggers.test.ts holds this list to the
 * database's own.
 */
export type LiveTrigger = {
  table: string;
  createdIn: string;
  functionIn?: string;
  raises?: readonly string[];
  guards: string;
};

export const LIVE_TRIGGERS = {
  students_removal_history: {
    table: 'students',
    createdIn: '0003_removal-history.sql',
    guards: 'a deleted student is still counted in the dashboard figures of the days before',
  },
  hostels_removal_history: {
    table: 'hostels',
    createdIn: '0003_removal-history.sql',
    guards: 'a deleted hostel is still counted in the dashboard figures of the days before',
  },
  rooms_removal_history: {
    table: 'rooms',
    createdIn: '0003_removal-history.sql',
    guards: 'a deleted room is still counted in the dashboard figures of the days before',
  },
  complaints_removal_history: {
    table: 'complaints',
    createdIn: '0003_removal-history.sql',
    guards: 'a deleted complaint is still counted in the dashboard figures of the days before',
  },
  students_room_rules: {
    table: 'students',
    createdIn: '0009_room-occupancy-kept-by-trigger.sql',
    functionIn: '0020_residencies.sql',
    raises: ['HMS01', 'HMS02'],
    guards:
      "rules bed-capacity and hostel-gender on every move and change of gender (HMS01 full room, HMS02 the hostel's type, the SQL of mayLiveIn); keeps rooms.occupancy; ends a deleted student's stay",
  },
  rooms_within_hostel_totals: {
    table: 'rooms',
    createdIn: '0013_simpler-core.sql',
    raises: ['HMS03', 'HMS04'],
    guards: "a hostel's rooms stay within its declared rooms and beds",
  },
  hostels_totals_hold_rooms: {
    table: 'hostels',
    createdIn: '0013_simpler-core.sql',
    raises: ['HMS03', 'HMS04'],
    guards: "a hostel's declared rooms and beds are never fewer than it holds",
  },
  gate_movements_append_only: {
    table: 'gate_movements',
    createdIn: '0030_gate-and-guardians.sql',
    raises: ['HMS10'],
    guards: 'a gate movement is never changed once recorded',
  },
  audit_entries_chain: {
    table: 'audit_entries',
    createdIn: '0029_audit-hash-chain.sql',
    guards: 'each audit entry is linked to the one before by a hash (docs/decisions/059)',
  },
  audit_entries_not_changed: {
    table: 'audit_entries',
    createdIn: '0016_audit-entries.sql',
    functionIn: '0029_audit-hash-chain.sql',
    raises: ['HMS05'],
    guards: "audit entries are never changed or deleted, but lose a deleted student's contacts",
  },
  audit_entries_not_emptied: {
    table: 'audit_entries',
    createdIn: '0016_audit-entries.sql',
    functionIn: '0029_audit-hash-chain.sql',
    raises: ['HMS05'],
    guards: 'the audit trail is never truncated',
  },
  residencies_bed_rules: {
    table: 'residencies',
    createdIn: '0020_residencies.sql',
    raises: ['HMS05'],
    guards: "a current stay's bed is within its room's capacity",
  },
  residencies_keep_student: {
    table: 'residencies',
    createdIn: '0020_residencies.sql',
    guards: "students.room_id and students.bed follow the student's current stay",
  },
  rooms_beds_within_capacity: {
    table: 'rooms',
    createdIn: '0020_residencies.sql',
    raises: ['HMS05'],
    guards: "a room made smaller keeps every current stay's bed",
  },
  ledger_entries_append_only: {
    table: 'ledger_entries',
    createdIn: '0022_fees.sql',
    raises: ['HMS07'],
    guards: "ledger entries are never changed or removed, but for a deleted hostel's id",
  },
  ledger_entries_reversal_rules: {
    table: 'ledger_entries',
    createdIn: '0022_fees.sql',
    raises: ['HMS08'],
    guards: "a reversal undoes one entry of the same student's, which is not itself a reversal",
  },
  ledger_accounts_keep: {
    table: 'ledger_entries',
    createdIn: '0022_fees.sql',
    functionIn: '0028_deleted-students-ledger-kept.sql',
    raises: ['HMS09'],
    guards:
      "each student's account is the sum of their entries; an entry for a student deleted without an account is refused (HMS09)",
  },
  email_outbox_queued: {
    table: 'email_outbox',
    createdIn: '0027_shared-sign-in-throttle.sql',
    guards: "every server's e-mail sender hears at commit that a message waits (NOTIFY hms_mail)",
  },
  email_outbox_requeued: {
    table: 'email_outbox',
    createdIn: '0027_shared-sign-in-throttle.sql',
    guards: "every server's e-mail sender hears at commit that a message waits again",
  },
  students_keep_ledger_holder: {
    table: 'students',
    createdIn: '0028_deleted-students-ledger-kept.sql',
    guards: "a deleted student's ledger account keeps their name and student ID",
  },
  students_forget_contacts: {
    table: 'students',
    createdIn: '0028_deleted-students-ledger-kept.sql',
    functionIn: '0029_audit-hash-chain.sql',
    guards:
      "a deleted student's contact details go with them: bell lines, e-mail, reset links, throttle rows, audit contacts",
  },
} as const satisfies Record<string, LiveTrigger>;
