import { SCALE_ADMIN, SCALE_STUDENT_PASSWORD } from '../seed/campus-size';
import { RACE } from './bench-database';
import type { Campus } from './campus-mix';

export type Account = { token: string; id: string };

/** The server the benchmark talks to, signed in as the office. */
export type BenchSession = {
  url: string;
  admin: Account;
  /** GET as the office; the answer's `data`. */
  api: <T>(path: string) => Promise<T>;
  signInStudent: (studentId: string) => Promise<Account>;
};

/**
 * A request sent again while the server answers 503, after the Retry-After it asks for, as a
 * client does: straight after twice the knee it may still be refusing, and sign-ins, which are
 * writes costing a hash each, wait their turn only briefly (docs/decisions/053).
 */
async function fetchWhenServed(url: string, init: RequestInit = {}): Promise<Response> {
  let response = await fetch(url, init);
  for (let tries = 1; response.status === 503 && tries <= 10; tries += 1) {
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    response = await fetch(url, init);
  }
  return response;
}

async function signIn(url: string, path: string, body: object): Promise<Account> {
  const response = await fetchWhenServed(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const { token, user } = (await response.json()) as { token: string; user: { _id: string } };
  return { token, id: user._id };
}

export async function openSession(url: string): Promise<BenchSession> {
  const admin = await signIn(url, '/api/admin/login', {
    email: SCALE_ADMIN.email,
    password: SCALE_ADMIN.password,
  });
  const get = async <T>(path: string, token: string): Promise<T> => {
    const response = await fetchWhenServed(`${url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    url,
    admin,
    api: (path) => get(path, admin.token),
    signInStudent: (studentId) =>
      signIn(url, '/api/student/login', { studentId, password: SCALE_STUDENT_PASSWORD }),
  };
}

/** Student IDs of the seeded campus: 2025000001 onwards. */
export const campusStudentId = (n: number) => `2025${String(n).padStart(6, '0')}`;

const MIX_STUDENTS = 100;

/**
 * The campus the mix runs on: a hundred students spread over the whole campus, each with the
 * complaints of theirs that still take comments, and every hostel but the race's.
 */
export async function readCampus(session: BenchSession, students: number): Promise<Campus> {
  const step = Math.max(1, Math.floor(students / MIX_STUDENTS));
  const ids = Array.from({ length: Math.min(MIX_STUDENTS, students) }, (_, i) => i * step + 1);
  const signedIn: Campus['students'] = [];
  // Ten at a time: a server that refuses what it cannot serve would turn a hundred at once away.
  for (let first = 0; first < ids.length; first += 10) {
    const batch = await Promise.all(
      ids.slice(first, first + 10).map(async (n) => {
        const account = await session.signInStudent(campusStudentId(n));
        const headers = { authorization: `Bearer ${account.token}` };
        const response = await fetchWhenServed(`${session.url}/api/complaints?limit=5`, {
          headers,
        });
        if (!response.ok) throw new Error(`a student's complaints answered ${response.status}`);
        const { data } = (await response.json()) as { data: { _id: string; status: string }[] };
        const open = data.filter((c) => c.status !== 'Closed').map((c) => c._id);
        return { token: account.token, complaintIds: open };
      }),
    );
    signedIn.push(...batch);
  }
  const hostels = await session.api<{ _id: string; name: string }[]>('/api/hostels');
  return {
    adminToken: session.admin.token,
    students: signedIn,
    hostelIds: hostels.filter((h) => h.name !== RACE.hostel).map((h) => h._id),
  };
}
