import type { SessionUser } from '@hms/shared/auth';
import { gateMessages as m, type Curfew, type CurfewInput } from '@hms/shared/gate';
import type { Database } from '../../core/db/database';
import { recordChange } from '../../core/audit/record-change';
import { AppError } from '../../core/errors/app-error';
import { hostelScope } from '../../core/scope/hostel-scope';
import { findCurfew, listCurfews, lockCurfew, updateCurfew } from './curfews-repository';

const notFound = () => new AppError('NOT_FOUND', m.hostelNotFound);

/** Each hostel's curfew and guardian approval (docs/product-rules.md#gate-movements). */
export function createCurfewsService(db: Database) {
  return {
    list: (account: SessionUser): Promise<Curfew[]> => listCurfews(db, hostelScope(account)),

    async one(account: SessionUser, hostelId: string): Promise<Curfew> {
      const found = await findCurfew(db, hostelId, hostelScope(account));
      if (!found) throw notFound();
      return found;
    },

    /** An administrator's change, with its audit entry in the same transaction. */
    update(account: SessionUser, hostelId: string, input: CurfewInput): Promise<Curfew> {
      return db.transaction(async (tx) => {
        const before = await lockCurfew(tx, hostelId);
        if (!before) throw notFound();
        await updateCurfew(tx, hostelId, input);
        const after = { ...before, ...input };
        await recordChange(tx, account, {
          action: 'hostel.curfew',
          entityType: 'hostel',
          entityId: hostelId,
          label: before.hostelName,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type CurfewsService = ReturnType<typeof createCurfewsService>;
