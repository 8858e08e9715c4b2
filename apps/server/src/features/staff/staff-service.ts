import { randomBytes } from 'node:crypto';
import { staffMessages as m } from '@hms/shared/messages';
import type {
  StaffMember,
  Warden,
  WardenCreated,
  WardenInput,
  WardenSortField,
  WardenUpdateInput,
} from '@hms/shared/staff';
import type { StaffRole } from '@hms/shared/enums';
import type { SortKey } from '@hms/shared/sorting';
import type { Database, Executor } from '../../core/db/database';
import { isForeignKeyViolation, uniqueViolation } from '../../core/db/pg-errors';
import { AppError, fieldError } from '../../core/errors/app-error';
import { hashPassword } from '../auth';
import { recordChange, type Actor } from '../../core/audit/record-change';
import {
  adminHasEmail,
  deleteWarden,
  findWarden,
  insertWarden,
  listWardens,
  lockWarden,
  setWardenHostels,
  staffMembers,
  updateWarden,
  type WardenRow,
} from './staff-repository';

function toWardenResponse({ id, hostels, createdAt, updatedAt, ...details }: WardenRow): Warden {
  return {
    _id: id,
    ...details,
    hostels: hostels.map((h) => ({ _id: h.id, name: h.name })),
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', m.notFound);
const emailTaken = () => fieldError('CONFLICT', 'email', m.emailTaken);

/** The database's refusals of a warden write, as sentences the office can act on. */
function explain(error: unknown): unknown {
  if (uniqueViolation(error) === 'wardens_email_key') return emailTaken();
  if (isForeignKeyViolation(error)) {
    return fieldError('VALIDATION', 'hostelIds', m.hostelMissing);
  }
  return error;
}

/** Twelve characters from 72 random bits, without look-alikes, to read out or copy. */
function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(12), (byte) => alphabet[byte % alphabet.length]).join('');
}

export function createStaffService(db: Database) {
  async function recordOf(tx: Executor, id: string): Promise<Warden> {
    const row = await findWarden(tx, id);
    if (!row) throw notFound();
    return toWardenResponse(row);
  }

  // A guard's entries are the guard's (`guard.create`, entity type 'guard'), so the Activity page
  // names them as what they are; the record in the entry holds the role too.
  const about = (id: string, role: StaffRole, verb: 'create' | 'update' | 'delete') => ({
    action: `${role}.${verb}`,
    entityType: role,
    entityId: id,
  });

  return {
    async list(sort?: SortKey<WardenSortField>): Promise<Warden[]> {
      return (await listWardens(db, sort)).map(toWardenResponse);
    },

    /** Administrators and active wardens: whom a complaint may be given to. */
    async members(): Promise<StaffMember[]> {
      return (await staffMembers(db)).map(({ id, ...member }) => ({ _id: id, ...member }));
    },

    /**
     * A warden, or a guard when `input.role` says so. The temporary password is in the answer
     * once and never stored but as its hash.
     */
    async create(actor: Actor, input: WardenInput): Promise<Omit<WardenCreated, 'success'>> {
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      try {
        const data = await db.transaction(async (tx) => {
          if (await adminHasEmail(tx, input.email)) throw emailTaken();
          const { hostelIds, ...details } = input;
          const id = await insertWarden(tx, { ...details, passwordHash });
          await setWardenHostels(tx, id, hostelIds);
          const after = await recordOf(tx, id);
          await recordChange(tx, actor, { ...about(id, after.role, 'create'), after });
          return after;
        });
        return { data, temporaryPassword: password };
      } catch (error) {
        throw explain(error);
      }
    },

    /**
     * Switching a warden or guard off ends their sessions at once: each request reads the
     * account. Their role stays the one they were added with.
     */
    async update(actor: Actor, id: string, input: WardenUpdateInput): Promise<Warden> {
      try {
        return await db.transaction(async (tx) => {
          const current = await lockWarden(tx, id);
          if (!current) throw notFound();
          if (current.email.toLowerCase() !== input.email && (await adminHasEmail(tx, input.email)))
            throw emailTaken();
          const { hostelIds, ...details } = input;
          await updateWarden(tx, id, details);
          await setWardenHostels(tx, id, hostelIds);
          const after = await recordOf(tx, id);
          await recordChange(tx, actor, {
            ...about(id, current.role, 'update'),
            before: toWardenResponse(current),
            after,
          });
          return after;
        });
      } catch (error) {
        throw explain(error);
      }
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockWarden(tx, id);
        if (!before || !(await deleteWarden(tx, id))) throw notFound();
        await recordChange(tx, actor, {
          ...about(id, before.role, 'delete'),
          before: toWardenResponse(before),
        });
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
