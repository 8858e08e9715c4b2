import { vi } from 'vitest';

export type MockRequest = {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
};

export type MockReply = {
  status?: number;
  body?: unknown;
  /** A download's answer (a CSV, a PDF) instead of a JSON body. */
  file?: { content: string; type: string; name: string };
  /** An answer of JSON lines that arrives as the test writes it (see json-lines-stream.ts). */
  stream?: ReadableStream<Uint8Array>;
};
type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** Routes are keyed 'METHOD /api/path'. */
export type MockRoutes = Record<string, MockHandler>;

export const testConfig = {
  creditUrl: 'https://example.test/credit',
  collegeName: 'Government College, Mysuru',
  timeZone: 'Asia/Kolkata',
  adminSignupOpen: true,
  studentSignupOpen: true,
  passwordResetByEmail: false,
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A reply that never comes, to look at a screen while its request is in flight. */
export function never(): Promise<MockReply> {
  return new Promise(() => {});
}

function toMockRequest(input: RequestInfo | URL, init: RequestInit = {}): MockRequest {
  return {
    method: init.method ?? 'GET',
    path: String(input),
    headers: new Headers(init.headers),
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    signal: init.signal ?? undefined,
  };
}

/** Every complaint dialog reads its timeline: one a test does not name is empty. */
const TIMELINE = /^GET \/api\/complaints\/[^/]+\/timeline$/;
/** The profile reads the student's stays, the dashboard their requests: none unless named. */
// The guard's screen looks up residents below the scanner: none unless named.
const GATE_RESIDENTS = /^GET \/api\/gate\/residents(\?|$)/;
const OWN_STAYS = /^GET \/api\/student\/(residencies|room-requests)\?/;
/** The dashboard's notices card reads the student's notices: none unless named. */
const OWN_NOTICES = /^GET \/api\/student\/notices\?/;
/**
 * Every student card shows its balance and the check-out dialog the deposit held: an account a
 * test does not name owes nothing and holds nothing.
 */
const FEE_ACCOUNT = /^GET \/api\/fees\/students\/([^/?]+)$/;
const OWN_FEES = 'GET /api/student/fees';
export function emptyAccount(id = 'student') {
  return {
    student: { _id: id, name: 'Student', studentId: 'ID' },
    balance: 0,
    owingSince: null,
    dues: [],
    deposits: [],
  };
}
const emptyAccountReply = (key: string): MockReply => ({
  body: { success: true, data: emptyAccount(FEE_ACCOUNT.exec(key)?.[1]) },
});
const emptyList: MockReply = { body: { success: true, data: [] } };
const emptyPage: MockReply = {
  body: { success: true, data: [], pagination: { page: 1, limit: 10, total: 0 } },
};
const noGuardians: MockReply = {
  body: {
    success: true,
    data: {
      guardians: [],
      emergencyContact: null,
      consent: { leave: false, lateReturn: false, rollCallAbsence: false, feesDue: false },
    },
  },
};
const noNotices: MockReply = {
  body: { success: true, data: [], pagination: { page: 1, limit: 3, total: 0 }, unread: 0 },
};

/**
 * Replaces `fetch` with a table of canned answers. GET /api/config, the staff list, any
 * complaint's timeline, the student's own stays, notices and menu, any fee account and the bell's
 * count (nothing unread) answer by default; any other request that the table does not name fails the
 * test.
 */
export function mockApi(routes: MockRoutes = {}) {
  const table: MockRoutes = {
    'GET /api/config': { body: { success: true, data: testConfig } },
    'GET /api/staff': emptyList,
    // Every signed-in frame's bell asks for its count.
    'GET /api/notifications/unread-count': { body: { success: true, unread: 0 } },
    // The profile shows the student's guardians: none unless named.
    'GET /api/student/guardians': noGuardians,
    // The dashboard shows the week's menu of the student's hostel: none unless named.
    'GET /api/student/mess/menu': { body: { success: true, data: null } },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toMockRequest(input, init);
    const key = `${request.method} ${request.path}`;
    const handler =
      table[key] ??
      (TIMELINE.test(key)
        ? emptyList
        : OWN_STAYS.test(key) || GATE_RESIDENTS.test(key)
          ? emptyPage
          : OWN_NOTICES.test(key)
            ? noNotices
            : FEE_ACCOUNT.test(key) || key === OWN_FEES
              ? emptyAccountReply(key)
              : undefined);
    if (!handler) {
      const message = `Unexpected request: ${request.method} ${request.path}`;
      // Logged so that the test fails (see setup.ts) even when the app swallows the error.
      console.error(message);
      throw new Error(message);
    }
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (reply.file) {
      return new Response(reply.file.content, {
        status: reply.status ?? 200,
        headers: {
          'Content-Type': reply.file.type,
          'Content-Disposition': `attachment; filename="${reply.file.name}"`,
        },
      });
    }
    if (reply.stream) {
      return new Response(reply.stream, {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/x-ndjson' },
      });
    }
    return jsonResponse(reply.body, reply.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests made so far to one route, with their parsed bodies. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, route: string): MockRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => toMockRequest(input, init))
    .filter((request) => `${request.method} ${request.path}` === route);
}
