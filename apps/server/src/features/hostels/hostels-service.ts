import type { Hostel, HostelInput } from '@hms/shared/hostels';
import { declaredTotalsRefusal } from '@hms/shared/hostel-totals';
import { hostelMessages } from '@hms/shared/messages';
import type { Database } from '../../db/database';
import { isForeignKeyViolation, uniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../errors/app-error';
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
  const message = hostelMessages.nameTaken(name);
  return new AppError('CONFLICT', message, { errors: [{ path: 'name', message }] });
}

const notFound = () => new AppError('NOT_FOUND', hostelMessages.notFound);

export function createHostelsService(db: Database) {
  async function get(id: string): Promise<Hostel> {
    const row = await findHostel(db, id);
    if (!row) throw notFound();
    return toHostelResponse(row);
  }

  return {
    async list(): Promise<Hostel[]> {
      return (await listHostels(db)).map(toHostelResponse);
    },

    async create(input: HostelInput): Promise<Hostel> {
      try {
        return await get(await insertHostel(db, input));
      } catch (error) {
        throw nameTaken(error, input.name) ?? error;
      }
    },

    /**
     * The row is locked while the rules are checked, so an assignment racing this update sees
     * either the old hostel or the new one, never a half of each.
     */
    async update(id: string, input: HostelInput): Promise<Hostel> {
      try {
        await db.transaction(async (tx) => {
          const current = await lockHostel(tx, id);
          if (!current) throw notFound();
          if (input.totalCapacity < current.residents) {
            throw new AppError(
              'CONFLICT',
              hostelMessages.capacityBelowOccupancy(current.residents),
            );
          }
          const refusal = declaredTotalsRefusal(current, input);
          if (refusal) throw new AppError('CONFLICT', refusal);
          if (input.type !== current.type && current.residents > 0) {
            throw new AppError('CONFLICT', hostelMessages.typeChangeWithResidents);
          }
          await updateHostel(tx, id, input);
        });
      } catch (error) {
        throw nameTaken(error, input.name) ?? error;
      }
      return get(id);
    },

    /** Rooms go with the hostel; residents make the database refuse (RESTRICT, docs/product-rules.md#deleting). */
    async remove(id: string): Promise<void> {
      try {
        if (!(await deleteHostel(db, id))) throw notFound();
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        const residents = await countHostelResidents(db, id);
        throw new AppError('CONFLICT', hostelMessages.hasResidents(residents));
      }
    },
  };
}

export type HostelsService = ReturnType<typeof createHostelsService>;
