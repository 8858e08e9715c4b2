import type { SessionUser } from '@hms/shared/auth';
import type { ComplaintCreateInput } from '@hms/shared/complaints';
import type { Role } from '@hms/shared/enums';
import { apiMessages } from '@hms/shared/messages';
import type { Database } from '../src/core/db/database';
import { AppError } from '../src/core/errors/app-error';
import { sessionUserFinder } from '../src/features/auth/accounts-repository';
import type { Services } from '../src/services';
import { BENCH_COMPLAINT_SUBJECT } from './bench-database';

/** Who calls an endpoint: the office, a student with a room, or the student who submits. */
export type BenchCaller = 'admin' | 'student' | 'submitter';

export function benchCallerRole(caller: BenchCaller): Role {
  return caller === 'admin' ? 'admin' : 'student';
}

export type BenchEndpoint = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  caller: BenchCaller;
  body?: string;
  /**
   * What the route asks of the services for this request, once the authentication hook has read
   * the caller's account: the body it answers, but for `success`. The floor (floor-server.ts)
   * times it, with the account read, alone, with no framework around it;
   * `bench-endpoints.test.ts` holds it to the route's own answer.
   */
  work?: (services: Services, account: SessionUser) => Promise<unknown>;
  /** A line with no target, shown to compare the others with. */
  reference?: true;
};

/** The complaint the benchmark submits, again and again. */
export const BENCH_SUBMISSION: ComplaintCreateInput = {
  subject: BENCH_COMPLAINT_SUBJECT,
  category: 'Maintenance',
  priority: 'Medium',
  description: 'The tap in the second-floor washroom leaks all night.',
};

/** The caller's account, read by the statement the authentication hook reads it with. */
export function benchAccounts(db: Database): (role: Role, id: string) => Promise<SessionUser> {
  const findSessionUser = sessionUserFinder(db);
  return async (role, id) => {
    // As a token signed now, without a session version, would be.
    const account = await findSessionUser(role, id, { iat: Math.floor(Date.now() / 1000) });
    if (!account) throw new AppError('UNAUTHORIZED', apiMessages.sessionExpired);
    return account;
  };
}

const FIRST_PAGE = { page: 1, limit: 20 };

/**
 * The calls `npm run bench` loads, in the order it prints them. `hostelId` is a hostel with a
 * free bed, so the rooms line reads a full page of rooms.
 */
export function benchEndpoints(hostelId: string): BenchEndpoint[] {
  return [
    {
      name: 'admin dashboard',
      method: 'GET',
      path: '/api/admin/dashboard',
      caller: 'admin',
      work: async (services) => ({ data: await services.dashboards.admin() }),
    },
    {
      name: 'rooms filtered',
      method: 'GET',
      path: `/api/rooms?hostel=${hostelId}&available=true&page=1&limit=20`,
      caller: 'admin',
      work: (services, account) =>
        services.rooms.list(account, { hostel: hostelId, available: true }, FIRST_PAGE),
    },
    {
      name: 'students search',
      method: 'GET',
      path: '/api/admin/students?search=sharma&page=1&limit=20',
      caller: 'admin',
      work: (services, account) =>
        services.students.list(account, { search: 'sharma' }, FIRST_PAGE),
    },
    {
      name: 'complaints filtered',
      method: 'GET',
      path: '/api/complaints?status=Open&category=Electricity&page=1&limit=20',
      caller: 'admin',
      work: (services, account) =>
        services.complaints.list(account, { status: 'Open', category: 'Electricity' }, FIRST_PAGE),
    },
    {
      // The office's Overdue list: the complaints still being worked on, past their due time.
      name: 'complaints overdue',
      method: 'GET',
      path: '/api/complaints?overdue=true&page=1&limit=20',
      caller: 'admin',
      work: (services, account) => services.complaints.list(account, { overdue: true }, FIRST_PAGE),
    },
    {
      name: "student's dashboard",
      method: 'GET',
      path: '/api/student/dashboard',
      caller: 'student',
      work: async (services, account) => ({ data: await services.dashboards.student(account) }),
    },
    {
      name: "student's complaints",
      method: 'GET',
      path: '/api/complaints?page=1&limit=20',
      caller: 'student',
      work: (services, account) => services.complaints.list(account, {}, FIRST_PAGE),
    },
    {
      // The office's queue of room requests, in arrival order, each with its free-bed mark.
      name: 'room requests queue',
      method: 'GET',
      path: '/api/room-requests?status=Pending&page=1&limit=20',
      caller: 'admin',
      work: (services, account) =>
        services.roomRequests.queue(account, { status: 'Pending' }, FIRST_PAGE),
    },
    {
      name: "student's stays",
      method: 'GET',
      path: '/api/student/residencies?page=1&limit=10',
      caller: 'student',
      work: (services, account) =>
        services.residencies.ownHistory(account._id, { page: 1, limit: 10 }),
    },
    {
      name: 'complaint submit',
      method: 'POST',
      path: '/api/complaints',
      // Another student submits, so the complaints the run adds do not lengthen the lists it reads.
      caller: 'submitter',
      body: JSON.stringify(BENCH_SUBMISSION),
      work: async (services, account) => ({
        data: await services.complaints.create(account, BENCH_SUBMISSION),
      }),
    },
    // No target: an unknown address, answered 404 by the framework and its plugins with no
    // token check and no database, shows the ceiling of the ratio on this machine.
    {
      name: 'reference: 404',
      method: 'GET',
      path: '/api/no-such-address',
      caller: 'admin',
      reference: true,
    },
  ];
}
