import type { SessionUser } from '@hms/shared/auth';
import { todayIn } from '@hms/shared/calendar-day';
import type { GateResident } from '@hms/shared/gate';
import type { Database } from '../../core/db/database';
import { containsPattern } from '../../core/paging/like-pattern';
import { pageWindow, pagination, type PageOf, type Paging } from '../../core/paging/page';
import { hostelScope } from '../../core/scope/hostel-scope';
import { residentPage } from './residents-repository';

/** The students of a guard's hostels, as much of them as the gate needs (rule guard-scope). */
export function createResidentsService(deps: { db: Database; timeZone: string }) {
  return {
    async list(
      account: SessionUser,
      query: Paging & { search?: string | undefined },
    ): Promise<PageOf<GateResident>> {
      const search = query.search?.trim().toLowerCase();
      const { rows, total } = await residentPage(
        deps.db,
        {
          pattern: search ? containsPattern(search) : undefined,
          scope: hostelScope(account),
          today: todayIn(deps.timeZone),
        },
        pageWindow(query),
      );
      return { data: rows, pagination: pagination(query, { count: total }) };
    },
  };
}

export type ResidentsService = ReturnType<typeof createResidentsService>;
