import type { SessionUser } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import { messEnrolmentMessages as enrolmentMessages } from '@hms/shared/mess-enrolment';
import {
  messMessages as m,
  type Menu,
  type MenuInput,
  type MessPlan,
  type MessPlanInput,
  type MessPlanUpdate,
} from '@hms/shared/mess';
import { recordChange } from '../../core/audit/record-change';
import type { Database, Executor } from '../../core/db/database';
import { uniqueViolation } from '../../core/db/pg-errors';
import { AppError } from '../../core/errors/app-error';
import { hostelScope } from '../../core/scope/hostel-scope';
import { planInUse } from './enrolments-repository';
import { toMenu, toPlan } from './mess-response';
import {
  hostelOfStudent,
  hostelsInScope,
  lockHostel,
  menuItemsOf,
  replaceMenu,
} from './menus-repository';
import {
  deletePlan,
  findHostel,
  findPlan,
  insertPlan,
  listPlans,
  updatePlan,
  type PlanValues,
} from './plans-repository';

const planNotFound = () => new AppError('NOT_FOUND', m.planNotFound);
const hostelNotFound = () => new AppError('NOT_FOUND', m.hostelNotFound);

/**
 * A hostel's mess (docs/product-rules.md#mess-plans): its plans and its week's menu, kept by the
 * office and the hostel's mess managers, read by its wardens and residents.
 */
export function createMessService(db: Database, today: () => CalendarDay) {
  /** The plan as it now stands; a name another plan of the hostel has is refused with a 409. */
  async function savePlan(
    account: SessionUser,
    write: (tx: Executor) => Promise<{ id: string; before?: MessPlan }>,
    name: string,
    verb: 'create' | 'update',
  ): Promise<MessPlan> {
    const scope = hostelScope(account);
    try {
      return await db.transaction(async (tx) => {
        const { id, before } = await write(tx);
        const row = await findPlan(tx, id, scope);
        if (!row) throw planNotFound();
        const after = toPlan(row);
        await recordChange(tx, account, {
          action: `messplan.${verb}`,
          entityType: 'messplan',
          entityId: id,
          ...(before ? { before } : {}),
          after,
          label: `${after.name}, ${after.hostelName}`,
        });
        return after;
      });
    } catch (error) {
      if (uniqueViolation(error) === 'mess_plans_hostel_name_key') {
        throw new AppError('CONFLICT', m.nameTaken(name));
      }
      throw error;
    }
  }

  const valuesOf = (input: MessPlanUpdate): PlanValues => ({
    name: input.name,
    monthlyRate: input.monthlyRate,
    meals: input.meals,
    offered: input.offered,
  });

  async function menusOf(hostels: readonly { id: string; name: string }[]): Promise<Menu[]> {
    const items = await menuItemsOf(
      db,
      hostels.map((h) => h.id),
    );
    return hostels.map((hostel) =>
      toMenu(
        hostel,
        items.filter((item) => item.hostelId === hostel.id),
      ),
    );
  }

  return {
    async plans(account: SessionUser, hostelId?: string): Promise<MessPlan[]> {
      const rows = await listPlans(db, hostelScope(account), hostelId);
      return rows.map(toPlan);
    },

    createPlan(account: SessionUser, input: MessPlanInput): Promise<MessPlan> {
      const scope = hostelScope(account);
      return savePlan(
        account,
        async (tx) => {
          if (!(await findHostel(tx, input.hostelId, scope))) throw hostelNotFound();
          return { id: await insertPlan(tx, input.hostelId, valuesOf(input)) };
        },
        input.name,
        'create',
      );
    },

    updatePlan(account: SessionUser, id: string, input: MessPlanUpdate): Promise<MessPlan> {
      const scope = hostelScope(account);
      return savePlan(
        account,
        async (tx) => {
          const row = await findPlan(tx, id, scope, 'lock');
          if (!row) throw planNotFound();
          await updatePlan(tx, id, valuesOf(input));
          return { id, before: toPlan(row) };
        },
        input.name,
        'update',
      );
    },

    async deletePlan(account: SessionUser, id: string): Promise<{ _id: string }> {
      const scope = hostelScope(account);
      return db.transaction(async (tx) => {
        const row = await findPlan(tx, id, scope, 'lock');
        if (!row) throw planNotFound();
        const before = toPlan(row);
        if (await planInUse(tx, id, today()))
          throw new AppError('CONFLICT', enrolmentMessages.planInUse(before.name));
        await deletePlan(tx, id);
        await recordChange(tx, account, {
          action: 'messplan.delete',
          entityType: 'messplan',
          entityId: id,
          before,
          label: `${before.name}, ${before.hostelName}`,
        });
        return { _id: id };
      });
    },

    /** Every hostel's week in the scope, or one hostel's. */
    async menus(account: SessionUser, hostelId?: string): Promise<Menu[]> {
      const hostels = await hostelsInScope(db, hostelScope(account), hostelId);
      if (hostelId !== undefined && hostels.length === 0) throw hostelNotFound();
      return menusOf(hostels);
    },

    /** Replaces the hostel's week under its row's lock: two saves at once follow each other. */
    async saveMenu(account: SessionUser, hostelId: string, input: MenuInput): Promise<Menu> {
      const scope = hostelScope(account);
      return db.transaction(async (tx) => {
        const hostel = await lockHostel(tx, hostelId, scope);
        if (!hostel) throw hostelNotFound();
        const before = toMenu(hostel, await menuItemsOf(tx, [hostel.id]));
        await replaceMenu(tx, hostel.id, input.items);
        const after = toMenu(hostel, await menuItemsOf(tx, [hostel.id]));
        await recordChange(tx, account, {
          action: 'messmenu.update',
          entityType: 'hostel',
          entityId: hostel.id,
          before: { menu: before.items },
          after: { menu: after.items },
          label: hostel.name,
        });
        return after;
      });
    },

    /** The week's menu of the student's hostel; null while they have no bed. */
    async ownMenu(account: SessionUser): Promise<Menu | null> {
      const hostel = await hostelOfStudent(db, account._id);
      if (!hostel) return null;
      const [menu] = await menusOf([hostel]);
      return menu ?? null;
    },
  };
}

export type MessService = ReturnType<typeof createMessService>;
