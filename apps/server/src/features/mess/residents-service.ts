import type { SessionUser } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import {
  earliestPlanChange,
  messEnrolmentMessages as m,
  planChangeProblem,
  type PlanChangeInput,
  type ResidentPlan,
  type ResidentPlanQuery,
} from '@hms/shared/mess-enrolment';
import { messMessages } from '@hms/shared/mess';
import { recordChange } from '../../core/audit/record-change';
import type { Database, Executor } from '../../core/db/database';
import { isForeignKeyViolation } from '../../core/db/pg-errors';
import { AppError, fieldError } from '../../core/errors/app-error';
import { pageWindow, pagination, type PageOf } from '../../core/paging/page';
import { hostelScope, type HostelScope } from '../../core/scope/hostel-scope';
import { lastChargedMonths } from '../fees';
import {
  findPlanOf,
  findResident,
  nextChanges,
  planOn,
  residentPlans,
  setPlanFrom,
  type ResidentPlanRow,
} from './enrolments-repository';
import { hostelsInScope, lockHostel } from './menus-repository';

const residentNotFound = () => new AppError('NOT_FOUND', m.residentNotFound);

/**
 * Which plan each resident is on (docs/product-rules.md#mess-enrolment): read by the office,
 * wardens and mess managers of the hostel, changed from a day by the office and mess managers.
 */
export function createMessResidentsService(deps: { db: Database; today: () => CalendarDay }) {
  const { db, today } = deps;

  async function withChanges(
    executor: Executor,
    rows: readonly ResidentPlanRow[],
  ): Promise<ResidentPlan[]> {
    const ids = rows.map((row) => row.id);
    const [next, charged] = await Promise.all([
      nextChanges(executor, ids, today()),
      lastChargedMonths(executor, ids),
    ]);
    const nextOf = new Map(next.map((change) => [change.studentId, change]));
    return rows.map((row) => {
      const change = nextOf.get(row.id);
      return {
        _id: row.id,
        name: row.name,
        rollNumber: row.rollNumber,
        roomNumber: row.roomNumber,
        plan: row.planId && row.planName ? { _id: row.planId, name: row.planName } : null,
        next: change
          ? {
              from: change.from,
              plan:
                change.planId && change.planName
                  ? { _id: change.planId, name: change.planName }
                  : null,
            }
          : null,
        earliestChange: earliestPlanChange(charged.get(row.id) ?? null),
      };
    });
  }

  async function residentOf(
    executor: Executor,
    scope: HostelScope,
    hostelId: string,
    studentId: string,
  ) {
    const filter = { hostelId, scope, today: today(), studentId };
    const { rows } = await residentPlans(executor, filter, { limit: 1, offset: 0 });
    const [resident] = await withChanges(executor, rows);
    if (!resident) throw residentNotFound();
    return resident;
  }

  return {
    /** A hostel's residents and their plans, a page at a time. */
    async list(account: SessionUser, query: ResidentPlanQuery): Promise<PageOf<ResidentPlan>> {
      const scope = hostelScope(account);
      const [hostel] = await hostelsInScope(db, scope, query.hostel);
      if (!hostel) throw new AppError('NOT_FOUND', messMessages.hostelNotFound);
      const filter = { ...query, hostelId: hostel.id, scope, today: today() };
      const { rows, total } = await residentPlans(db, filter, pageWindow(query));
      return { data: await withChanges(db, rows), pagination: pagination(query, { count: total }) };
    },

    /**
     * Puts the resident on a plan of their hostel (or none) from a day, under the hostel row's
     * lock: a posting holds the same rows, so the change is either priced whole by it or checked
     * against what it charged (docs/product-rules.md#mess-charges).
     */
    async changePlan(
      account: SessionUser,
      studentId: string,
      input: PlanChangeInput,
    ): Promise<ResidentPlan> {
      const scope = hostelScope(account);
      try {
        return await db.transaction(async (tx) => {
          const resident = await findResident(tx, studentId, scope);
          if (!resident || !(await lockHostel(tx, resident.hostelId, scope)))
            throw residentNotFound();
          const plan = input.planId === null ? null : await findPlanOf(tx, input.planId);
          if (input.planId !== null) {
            if (!plan || plan.hostelId !== resident.hostelId)
              throw fieldError('VALIDATION', 'planId', m.planNotInHostel);
            const already = (await planOn(tx, studentId, input.from)) === plan.id;
            if (!plan.offered && !already)
              throw fieldError('VALIDATION', 'planId', m.planNotOffered(plan.name));
          }
          const charged = (await lastChargedMonths(tx, [studentId])).get(studentId) ?? null;
          const problem = planChangeProblem(input.from, today(), charged);
          if (problem) throw fieldError('VALIDATION', 'from', problem);

          const before = await residentOf(tx, scope, resident.hostelId, studentId);
          await setPlanFrom(tx, { studentId, ...input, byName: account.name });
          const after = await residentOf(tx, scope, resident.hostelId, studentId);
          await recordChange(tx, account, {
            action: 'mess.enrol',
            entityType: 'student',
            entityId: studentId,
            before: { plan: before.plan, next: before.next },
            after: {
              from: input.from,
              to: plan ? { _id: plan.id, name: plan.name } : null,
              plan: after.plan,
              next: after.next,
            },
            label: `${resident.name}, ${resident.hostelName}`,
          });
          return after;
        });
      } catch (error) {
        // The plan or the student deleted while the change waited for the hostel's row.
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', m.changedMeanwhile);
        throw error;
      }
    },
  };
}

export type MessResidentsService = ReturnType<typeof createMessResidentsService>;
