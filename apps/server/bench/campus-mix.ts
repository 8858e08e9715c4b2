import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES } from '@hms/shared/enums';
import { BENCH_COMMENT } from './bench-database';
import { BENCH_SUBMISSION } from './bench-endpoints';
import type { LoadRequest, MixEntry } from './open-loop';

/** What the mix needs of the campus: who calls, and what they call about. */
export type Campus = {
  adminToken: string;
  /** Students with a room, each with the ids of a few of their complaints still open to comments. */
  students: { token: string; complaintIds: string[] }[];
  hostelIds: string[];
};

/** Words an office searches complaints for: things that break, places, a surname, a student ID. */
export const COMPLAINT_SEARCH_WORDS = [
  'light',
  'water',
  'fan',
  'leak',
  'wi-fi',
  'sharma',
  'geyser',
  'power',
  'nair',
  '2025000777',
] as const;

const STUDENT_SEARCH_WORDS = [
  'sharma',
  'priya',
  'kumar',
  'rao',
  'singh',
  'iyer',
  '2025000',
  'arjun',
];

/** Each call cycles through its list, so the mix repeats exactly from run to run. */
function cycle<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next % items.length];
    next += 1;
    if (item === undefined) throw new Error('cycle over an empty list');
    return item;
  };
}

const json = { 'content-type': 'application/json' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A busy campus hour, by share of requests: students opening their dashboard and complaints, the
 * office working through complaints, students and rooms, and some writing (docs/performance.md).
 */
export function campusMix(campus: Campus): MixEntry[] {
  const student = cycle(campus.students);
  const comment = cycle(
    campus.students.flatMap(({ token, complaintIds }) => complaintIds.map((id) => ({ token, id }))),
  );
  const hostel = cycle(campus.hostelIds);
  const complaintSearch = cycle(COMPLAINT_SEARCH_WORDS);
  const studentSearch = cycle(STUDENT_SEARCH_WORDS);
  const filter = cycle(
    COMPLAINT_STATUSES.flatMap((status) =>
      COMPLAINT_CATEGORIES.map((category) => ({ status, category })),
    ),
  );
  const admin = as(campus.adminToken);
  const get = (path: string, headers: Record<string, string>): LoadRequest => ({
    method: 'GET',
    path,
    headers,
  });
  return [
    {
      name: "student's dashboard",
      weight: 30,
      next: () => get('/api/student/dashboard', as(student().token)),
    },
    {
      name: "student's complaints",
      weight: 22,
      next: () => get('/api/complaints?page=1&limit=20', as(student().token)),
    },
    { name: 'admin dashboard', weight: 4, next: () => get('/api/admin/dashboard', admin) },
    {
      name: 'complaints filtered',
      weight: 10,
      next: () => {
        const { status, category } = filter();
        const query = new URLSearchParams({ status, category, page: '1', limit: '20' });
        return get(`/api/complaints?${query.toString()}`, admin);
      },
    },
    {
      name: 'complaints searched',
      weight: 4,
      next: () => get(`/api/complaints?search=${complaintSearch()}&page=1&limit=20`, admin),
    },
    {
      name: 'students searched',
      weight: 10,
      next: () => get(`/api/admin/students?search=${studentSearch()}&page=1&limit=20`, admin),
    },
    {
      name: 'rooms of a hostel',
      weight: 10,
      next: () => get(`/api/rooms?hostel=${hostel()}&page=1&limit=20`, admin),
    },
    {
      name: 'complaint submitted',
      weight: 5,
      next: () => ({
        method: 'POST',
        path: '/api/complaints',
        headers: { ...as(student().token), ...json },
        body: JSON.stringify(BENCH_SUBMISSION),
      }),
    },
    {
      name: 'comment added',
      weight: 5,
      next: () => {
        const { token, id } = comment();
        return {
          method: 'POST',
          path: `/api/complaints/${id}/comments`,
          headers: { ...as(token), ...json },
          body: JSON.stringify({ message: BENCH_COMMENT }),
        };
      },
    },
  ];
}
