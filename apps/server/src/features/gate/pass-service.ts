import type { SessionUser } from '@hms/shared/auth';
import { gateMessages as m, type GatePass } from '@hms/shared/gate';
import type { Database } from '../../core/db/database';
import { AppError } from '../../core/errors/app-error';
import { passCode, type PassKey } from './pass-codes';
import { findResident } from './scans-repository';

/** The student's own gate pass: a live code while they have a room. */
export function createPassService(deps: { db: Database; passKey: PassKey }) {
  return {
    async forStudent(account: SessionUser): Promise<GatePass> {
      const resident = await findResident(deps.db, { id: account._id }, null);
      if (!resident) throw new AppError('CONFLICT', m.noRoom);
      const { code, expiresAt } = passCode(deps.passKey, resident.id, new Date());
      return {
        code,
        expiresAt: expiresAt.toISOString(),
        name: resident.name,
        rollNumber: resident.rollNumber,
        roomNumber: resident.roomNumber,
        hostelName: resident.hostelName,
      };
    },
  };
}

export type PassService = ReturnType<typeof createPassService>;
