import type { SessionUser } from '@hms/shared/auth';
import type { Hostel, HostelInput } from '@hms/shared/hostels';
import { declaredTotalsRefusal } from '@hms/shared/hostel-totals';
import { hostelMessages } from '@hms/shared/messages';
import type { Database, Executor } from '../../core/db/database';
import { isForeignKeyViolation, uniqueViolation } from '../../core/db/pg-errors';
import { AppError, fieldError } from '../../core/errors/app-error';
import { recordChange, type Actor } from '../../core/audit/record-change';
import { hostelScope } from '../../core/scope/hostel-scope';
import { toHostelResponse } from './hostel-response';
import {
  countHostelResidents,
  deleteHostel,
  findHostel,
  insertHostel,
  listHostels,
  lockHostel,
  updateHostel,
} from './hostels-repository';

function nameTaken(error: unknown, name: string): AppError | undefined {
  if (uniqueViolation(error) !== 'hostels_name_key') return undefined;
  return fieldError('CONFLICT', 'name', hostelMessages.nameTaken(name));
}

const notFound = () => new AppError('NOT_FOUND', hostelMessages.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);
const about = (id: string, action: string) => ({ action, entityType: 'hostel', entityId: id });

export function createHostelsService(db: Database) {
  /** The hostel as the API answers it, read inside the change's transaction for its entry. */
  async function recordOf(tx: Executor, id: string): Promise<Hostel> {
    const row = await findHostel(tx, id);
    if (!row) throw notFound();
    return toHostelResponse(row);
  }

  return {
    /** The hostels list's rows as read, for its CSV file: a warden's own hostels alone. */
    fileRows(account: SessionUser) {
      return listHostels(db, hostelScope(account));
    },

    async list(account: SessionUser): Promise<Hostel[]> {
      return (await listHostels(db, hostelScope(account))).map(toHostelResponse);
    },

    async create(actor: Actor, input: HostelInput): Promise<Hostel> {
      try {
        return await db.transaction(async (tx) => {
          const id = await insertHostel(tx, input);
          const after = await recordOf(tx, id);
          await recordChange(tx, actor, { ...about(id, 'hostel.create'), after });
          return after;
        });
      } catch (error) {
        throw nameTaken(error, input.name) ?? error;
      }
    },

    /**
     * The row is locked while the rules are checked, so an assignment racing this update sees
     * either the old hostel or the new one, never a half of each.
     */
    async update(actor: Actor, id: string, input: HostelInput): Promise<Hostel> {
      try {
        return await db.transaction(async (tx) => {
          const current = await lockHostel(tx, id);
          if (!current) throw notFound();
          if (input.totalCapacity < current.residents)
            throw conflict(hostelMessages.capacityBelowOccupancy(current.residents));
          const refusal = declaredTotalsRefusal(current, input);
          if (refusal) throw conflict(refusal);
          if (input.type !== current.type && current.residents > 0)
            throw conflict(hostelMessages.typeChangeWithResidents);
          const before = await recordOf(tx, id);
          await updateHostel(tx, id, input);
          const after = await recordOf(tx, id);
          await recordChange(tx, actor, { ...about(id, 'hostel.update'), before, after });
          return after;
        });
      } catch (error) {
        throw nameTaken(error, input.name) ?? error;
      }
    },

    /** Rooms go with the hostel; residents make the database refuse (RESTRICT, docs/product-rules.md#deleting). */
    async remove(actor: Actor, id: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const before = await findHostel(tx, id);
          if (!before || !(await deleteHostel(tx, id))) throw notFound();
          await recordChange(tx, actor, {
            ...about(id, 'hostel.delete'),
            before: toHostelResponse(before),
          });
        });
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        throw conflict(hostelMessages.hasResidents(await countHostelResidents(db, id)));
      }
    },
  };
}

export type HostelsService = ReturnType<typeof createHostelsService>;
