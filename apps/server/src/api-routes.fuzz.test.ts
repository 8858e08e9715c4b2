import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { idParamsSchema } from '@hms/shared/api';
import {
  adminLoginSchema,
  adminRegisterSchema,
  studentLoginSchema,
  studentRegisterSchema,
} from '@hms/shared/auth';
import {
  commentCreateSchema,
  complaintCreateSchema,
  complaintListQuerySchema,
  complaintUpdateSchema,
} from '@hms/shared/complaints';
import { hostelInputSchema } from '@hms/shared/hostels';
import { profileUpdateSchema } from '@hms/shared/profile';
import { roomInputSchema, roomListQuerySchema } from '@hms/shared/rooms';
import {
  assignRoomSchema,
  studentListQuerySchema,
  studentUpdateSchema,
} from '@hms/shared/students';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, hostels, rooms } from './db/schema';
import { databaseFingerprint, routeKeys, type RouteKey } from './test/api-surface';
import {
  bearer,
  buildAdminRegistration,
  buildComplaintInput,
  buildHostelInput,
  buildRoomInput,
  buildStudentRegistration,
  createHostel,
  createRoom,
  registerStudent,
} from './test/factories';
import { createTestApp, testConfig, type TestApp } from './test/test-app';
import { arrangeWorld, type World } from './test/world';

/**
 * Rule status-codes under fire: malformed requests to every route of the app's own table, as
 * nobody, as the wrong role and as the right one. Every request is built to be refused; each must
 * be refused with the JSON envelope, never with a 5xx, and leave the database as it was.
 *
 * Every route runs on the same seed; rerun a reported failure with FUZZ_SEED=<its seed>, and dig
 * deeper with FUZZ_SEED=<any> FUZZ_REQUESTS=50000.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_917);
const MIN_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const BATCH = 25;
const ONE_MEGABYTE = 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Hostile values

const ODD_UNITS = [
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\u0000',
  '\u200f', // right-to-left mark
  '\u202e', // right-to-left override
  '\u200b', // zero-width space
  '\ufeff',
  '\u2028',
  'e\u0301\u0302\u0303', // stacked combining marks
  '\u0301',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  '\uffff',
  '\u001b',
  '\u007f',
  'ﷺ',
  'İ',
  'a',
  ' ',
  '%',
  "'",
  '"',
  '\\',
  '<',
];
const oddUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_UNITS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);
const oddString = fc.string({ unit: oddUnit, maxLength: 24 });
/** 100,000 characters and one more, so that every length limit is passed by far. */
const hugeString = fc
  .tuple(fc.constantFrom(...ODD_UNITS, 'x'), fc.constantFrom(100_000, 100_001))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
const SQLISH = [
  "' OR '1'='1",
  "'; DROP TABLE students; --",
  '1) OR (1=1',
  '%',
  '_',
  '\\',
  '$1',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e9',
  '0x1F',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${jndi:ldap://x}',
];
const hostileString = fc.oneof(
  { weight: 5, arbitrary: oddString },
  { weight: 2, arbitrary: fc.constantFrom(...SQLISH, '', ' ', '\t\n', '\u3000', '\u00a0') },
  { weight: 1, arbitrary: hugeString },
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(0, -1, 1.5, -0, 1e308, 2 ** 53 + 1, true, false, null),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      {},
      { $gt: '' },
      { $ne: null },
      [[[[]]]],
      { prototype: { polluted: true } },
      { a: { b: { c: {} } } },
    ),
  },
);
const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'role', 'isAdmin', '_id', 'id', 'password', ''),
  oddString,
);

// ---------------------------------------------------------------------------------------------
// What the server sees, and whether it must refuse it

/** Lone surrogates leave the client as U+FFFD in a URL; the server sees them so. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A NUL or half an emoji anywhere: text the server refuses because it cannot store it as sent. */
function hasUnstorable(value: unknown): boolean {
  const bad = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
  if (typeof value === 'string') return bad(value);
  if (Array.isArray(value)) return value.some(hasUnstorable);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => bad(key) || hasUnstorable(item));
  }
  return false;
}

/** Fastify's JSON parser refuses `__proto__` and `constructor.prototype` anywhere in a body. */
function poisoned(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(poisoned);
  if (value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__') return true;
    if (key === 'constructor' && item !== null && typeof item === 'object' && 'prototype' in item)
      return true;
    if (poisoned(item)) return true;
  }
  return false;
}

/**
 * Whether the server must refuse this body: too large, not JSON, poisoned, refused by the route's
 * own schema, or holding unstorable text in a value the schema keeps (unknown fields are dropped
 * unread).
 */
function refusedBody(schema: z.ZodType, text: string): boolean {
  if (Buffer.byteLength(text) > ONE_MEGABYTE) return true;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return true;
  }
  if (poisoned(value)) return true;
  const parsed = schema.safeParse(value);
  return !parsed.success || hasUnstorable(parsed.data);
}

type QueryEntry = [string, string | string[]];

function refusedQuery(schema: z.ZodType, entries: QueryEntry[]): boolean {
  const seen = Object.fromEntries(
    entries.map(([key, value]) => [
      wellFormed(key),
      Array.isArray(value) ? value.map(wellFormed) : wellFormed(value),
    ]),
  );
  const parsed = schema.safeParse(seen);
  return !parsed.success || hasUnstorable(parsed.data);
}

function queryText(entries: QueryEntry[], junk: string): string {
  const pairs = entries.flatMap(([key, value]) =>
    [value].flat().map((item) => `${percentEncode(key)}=${percentEncode(item)}`),
  );
  return [...pairs, junk].filter((part) => part !== '').join('&');
}

// ---------------------------------------------------------------------------------------------
// Requests

type Caller = { label: string; authorization?: string };
type Body = { contentType: string; text: string };
type PathId = { value: string; raw?: true };
/** One dimension or more of a request; what a part leaves open is filled with noise. */
type Part = { caller?: Caller; id?: PathId; query?: string; body?: Body | null };

type FuzzRequest = {
  caller: Caller;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body: Body | null;
  /** False only where the route takes no input at all, so there is nothing to get wrong. */
  mustBeRefused: boolean;
};

function abbreviate(text: string, max = 160): string {
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${shown}…(${text.length} chars)` : shown;
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body
    ? ` [${request.body.contentType}] ${abbreviate(request.body.text)}`
    : '';
  return `${request.caller.label}: ${request.method} ${abbreviate(request.url, 300)}${body}`;
}

function withDescription(request: FuzzRequest): FuzzRequest {
  // fast-check prints counterexamples with this, so a 100,000-character body stays one line.
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

function objectText(value: Record<string, unknown>, extras: [string, unknown][] = []): string {
  const entries = [...Object.entries(value), ...extras];
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;
}

const json = (text: string): Body => ({ contentType: 'application/json', text });

// ---------------------------------------------------------------------------------------------
// Bodies

type Mutation = { op: 'delete'; path: string } | { op: 'set'; path: string; value: unknown };

/** 'fees.monthly' and 'fees' alike: every place a mutation may land. */
function pathsOf(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, item]) => {
    const path = `${prefix}${key}`;
    const nested =
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? pathsOf(item as Record<string, unknown>, `${path}.`)
        : [];
    return [path, ...nested];
  });
}

function mutate(base: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const result = structuredClone(base);
  for (const mutation of mutations) {
    const keys = mutation.path.split('.');
    const last = keys.pop() ?? '';
    let target: Record<string, unknown> = result;
    for (const key of keys) {
      const next = target[key];
      if (next === null || typeof next !== 'object' || Array.isArray(next)) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    if (mutation.op === 'delete') delete target[last];
    else target[last] = mutation.value;
  }
  return result;
}

function mutatedBodyText(base: Record<string, unknown>) {
  const paths = pathsOf(base);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ op: fc.constant('delete' as const), path: fc.constantFrom(...paths) }),
    fc.record({
      op: fc.constant('set' as const),
      path: fc.constantFrom(...paths),
      value: hostileValue,
    }),
  );
  return fc
    .tuple(
      fc.array(mutation, { minLength: 1, maxLength: 3 }),
      fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 3 }),
    )
    .map(([mutations, extras]) => objectText(mutate(base, mutations), extras));
}

/** A body the route's schema refuses: fields missing or mangled, extra fields on top. */
function invalidBody(schema: z.ZodType, base: Record<string, unknown>): fc.Arbitrary<Body> {
  const notAnObject = fc.oneof(
    fc.constantFrom('"text"', '42', 'null', '[]', 'true', '[{}]'),
    hostileValue.map((value) => JSON.stringify(value)),
  );
  return fc
    .oneof({ weight: 5, arbitrary: mutatedBodyText(base) }, { weight: 1, arbitrary: notAnObject })
    .filter((text) => refusedBody(schema, text))
    .map(json);
}

/** Broken JSON, an empty body, or not JSON at all. */
function brokenBody(base: Record<string, unknown>): fc.Arbitrary<Body> {
  const valid = JSON.stringify(base);
  return fc.oneof(
    fc
      .constantFrom(
        '',
        '{',
        '{"a":',
        '{"a":1,}',
        "{'a':1}",
        '[1,2',
        'nul',
        'tru',
        '{"a":1}}',
        '{"a":"\\x"}',
        '{"a":1}garbage',
        '\u0000',
        'NaN',
        '{"a":"\u0000',
      )
      .map(json),
    fc.nat(valid.length - 1).map((length) => json(valid.slice(0, length))),
    fc.record({
      contentType: fc.constantFrom(
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=zzz',
        'application/xml',
        'application/octet-stream',
        'image/png',
        'text/html',
        'application/json-patch+json',
        'text/plain',
      ),
      text: fc.oneof(fc.constant(valid), oddString, fc.constant('a=1&b=2')),
    }),
  );
}

/** Anything at all, valid or not; sent where another part already ensures the refusal. */
function noiseBody(base: Record<string, unknown> | undefined): fc.Arbitrary<Body | null> {
  const junk = fc
    .array(fc.tuple(extraKey, hostileValue), { maxLength: 3 })
    .map((extras) => json(objectText({}, extras)));
  if (!base) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: junk },
      { weight: 1, arbitrary: brokenBody({ a: 1 }) },
    );
  }
  return fc.oneof(
    fc.constant(json(JSON.stringify(base))),
    mutatedBodyText(base).map(json),
    brokenBody(base),
    junk,
  );
}

// ---------------------------------------------------------------------------------------------
// Ids, query strings, callers

/** Not a UUID by the route's own rule: refused 400, or 404 when it does not even route. */
const badId: fc.Arbitrary<PathId> = fc.oneof(
  fc
    .oneof(
      fc.constantFrom(
        'abc',
        '',
        '../',
        '..',
        "1' OR '1'='1",
        '1; DROP TABLE hostels; --',
        'null',
        '0',
        '-1',
        '{}',
        ' ',
      ),
      fc
        .uuid()
        .chain((uuid) =>
          fc.constantFrom(
            `{${uuid}}`,
            `${uuid} `,
            uuid.slice(1),
            `${uuid}0`,
            uuid.replaceAll('-', ''),
            `${uuid.slice(0, -1)}g`,
            `${uuid.slice(0, 8)}_${uuid.slice(9)}`,
          ),
        ),
      fc.integer({ min: 37, max: 2_000 }).map((length) => 'f'.repeat(length)),
      oddString,
      hugeString.map((text) => text.slice(0, 5_000)),
    )
    .filter((id) => !idParamsSchema.safeParse({ id: wellFormed(id) }).success)
    .map((value) => ({ value })),
  fc
    .constantFrom('..', '.', '%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00', '%2e%2e', '%2F')
    .map((value): PathId => ({ value, raw: true })),
);

/** A well-formed id of nothing that exists. */
const missingId = (realIds: string[]): fc.Arbitrary<PathId> =>
  fc
    .oneof(
      fc.uuid(),
      fc.constantFrom(...realIds).map((id) => `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`),
      fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
      ),
    )
    .filter((id) => !realIds.includes(id.toLowerCase()))
    .map((value) => ({ value }));

const queryValue = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1e9',
    '1.5',
    'abc',
    '',
    ' ',
    '101',
    '1000001',
    '99999999999999999999',
    '0x10',
    '1,2',
    '+1',
    '٣',
    'maybe',
    'TRUE',
    'open',
    'Food Quality',
  ),
  oddString,
  fc.integer().map(String),
  fc.integer({ min: 101, max: 5_000 }).map((length) => 'q'.repeat(length)),
);
const queryEntry = (keys: string[]): fc.Arbitrary<QueryEntry> =>
  fc.tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...keys) },
      { weight: 1, arbitrary: oddString },
    ),
    fc.oneof(
      { weight: 4, arbitrary: queryValue },
      { weight: 1, arbitrary: fc.array(queryValue, { minLength: 2, maxLength: 3 }) },
    ),
  );
const queryJunk = fc.constantFrom('', '', '', '&&', '=', '%zz=%E0%A4%A', '__proto__=1', 'a[b]=c');
const LIST_KEYS = [
  'page',
  'limit',
  'search',
  'status',
  'category',
  'priority',
  'hostel',
  'available',
];

function invalidQuery(schema: z.ZodType): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.uniqueArray(queryEntry(LIST_KEYS), {
        minLength: 1,
        maxLength: 4,
        selector: ([key]) => wellFormed(key),
      }),
      queryJunk,
    )
    .filter(([entries]) => refusedQuery(schema, entries))
    .map(([entries, junk]) => queryText(entries, junk));
}

const noiseQuery = fc
  .tuple(fc.array(queryEntry(LIST_KEYS), { maxLength: 3 }), queryJunk)
  .map(([entries, junk]) => queryText(entries, junk));

function signed(header: object, payload: object, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(payload)}`;
  const signature = crypto.createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

// ---------------------------------------------------------------------------------------------
// Fixtures

type Fixtures = World & {
  callers: { admin: Caller; a: Caller; b: Caller };
  /** Tokens that must never let anyone in: expired, forged, unsigned, of a deleted account. */
  badTokens: string[];
  closedComplaint: string;
  /** A Single room with B in it. */
  fullRoom: string;
  /** A room of a Boys hostel, where A (Female) may not live. */
  boysRoom: string;
  hostelName: string;
  roomNumber: string;
  realIds: string[];
};

function firstOf<T>(list: readonly T[]): T {
  const [first] = list;
  if (first === undefined) throw new Error('the fixtures have none');
  return first;
}

async function arrangeFixtures(app: TestApp): Promise<Fixtures> {
  const w = await arrangeWorld(app);
  const admin = bearer(w.admin.token);
  const inject = async (method: 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: admin, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  };

  const closed = firstOf(w.bComplaints);
  await inject('PUT', `/api/complaints/${closed.id}`, { status: 'Resolved', resolution: 'Fixed' });
  await inject('PUT', `/api/complaints/${closed.id}`, { status: 'Closed' });

  const fullRoom = await createRoom(app, w.admin.token, w.hostel, { type: 'Single' });
  await inject('PUT', `/api/admin/students/${w.b.id}/assign-room`, { roomId: fullRoom._id });
  const boysHostel = await createHostel(app, w.admin.token, { type: 'Boys' });
  const boysRoom = await createRoom(app, w.admin.token, boysHostel._id);

  const gone = await registerStudent(app);
  await inject('DELETE', `/api/admin/students/${gone.user._id}`);

  const [hostel] = await app.db.select().from(hostels).where(eq(hostels.id, w.hostel));
  const [room] = await app.db.select().from(rooms).where(eq(rooms.id, w.room));
  if (!hostel || !room) throw new Error('the world has no hostel or room');

  const secret = testConfig().jwtSecret;
  if (!secret) throw new Error('the test config has no JWT secret');
  const now = Math.floor(Date.now() / 1000);
  const hs256 = { alg: 'HS256', typ: 'JWT' };
  const claims = { sub: w.a.id, role: 'student', iat: now, exp: now + 3600 };
  const badTokens = [
    gone.token,
    signed(hs256, { ...claims, iat: now - 7200, exp: now - 3600 }, secret),
    signed(hs256, claims, 'some-other-secret-that-is-long-enough-for-hs256'),
    signed(hs256, { ...claims, sub: 'not-a-uuid' }, secret),
    signed(hs256, { ...claims, sub: crypto.randomUUID() }, secret),
    signed(hs256, { ...claims, sub: crypto.randomUUID(), role: 'admin' }, secret),
    // A student's id claimed as an administrator's: no such administrator exists.
    signed(hs256, { ...claims, role: 'admin' }, secret),
    signed(hs256, { ...claims, sub: 42 }, secret),
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`,
    w.a.token.slice(0, -2),
    `${w.a.token}x`,
  ];

  const ids = await app.db.select({ id: complaints.id }).from(complaints);
  return {
    ...w,
    callers: {
      admin: { label: 'admin', authorization: bearer(w.admin.token).authorization },
      a: { label: 'student A', authorization: bearer(w.a.token).authorization },
      b: { label: 'student B', authorization: bearer(w.b.token).authorization },
    },
    badTokens,
    closedComplaint: closed.id,
    fullRoom: fullRoom._id,
    boysRoom: boysRoom._id,
    hostelName: hostel.name,
    roomNumber: room.roomNumber,
    realIds: [
      w.admin.id,
      w.a.id,
      w.b.id,
      w.hostel,
      w.room,
      w.spareHostel,
      w.spareRoom,
      fullRoom._id,
      boysHostel._id,
      boysRoom._id,
      ...ids.map((row) => row.id),
    ],
  };
}

function badCaller(f: Fixtures): fc.Arbitrary<Caller> {
  return fc.oneof(
    fc.constant({ label: 'anonymous' }),
    fc
      .constantFrom(
        'Bearer',
        'Bearer ',
        'bearer',
        'Token abc',
        'Basic YWRtaW46cGFzcw==',
        'Bearer null',
        'Bearer undefined',
        'Bearer a.b.c',
        'Bearer ..',
        `Bearer ${'A'.repeat(10_000)}`,
        `Bearer  ${f.a.token}`,
        f.a.token,
      )
      .map((authorization) => ({ label: 'malformed authorization', authorization })),
    fc
      .constantFrom(...f.badTokens)
      .map((token) => ({ label: 'bad token', authorization: `Bearer ${token}` })),
    fc
      .string({ unit: 'grapheme-ascii', maxLength: 80 })
      .map((token) => ({ label: 'random token', authorization: `Bearer ${token}` })),
  );
}

// ---------------------------------------------------------------------------------------------
// The routes

type Access = 'public' | 'any' | 'admin' | 'student';

type Spec = {
  access: Access;
  /** The real record aimed at when the id is not what is being fuzzed. */
  id?: (f: Fixtures) => string;
  body?: { schema: z.ZodType; base: (f: Fixtures) => Record<string, unknown> };
  query?: z.ZodType;
  /** Requests refused for the state of the records whatever else is sent: taken names, ... */
  refusals?: (f: Fixtures) => fc.Arbitrary<Part>[];
  /** A public route that takes no input: junk is ignored and it answers as usual. */
  takesNoInput?: true;
  /** Fills the `*` of a wildcard route. */
  rest?: fc.Arbitrary<string>;
};

const upperOrLower = (text: string) =>
  fc.constantFrom(text, text.toUpperCase(), text.toLowerCase());
const validName = fc.oneof(
  fc.constantFrom('Zoë Ørsted', 'नीलम शर्मा', 'محمد علي', '王小明', 'O\u2019Brien'),
  oddString.map((text) => `Na${text}`.slice(0, 90)),
);

const specs: Record<RouteKey, Spec> = {
  'GET /api/docs': { access: 'public', takesNoInput: true },
  'GET /api/docs/json': { access: 'public', takesNoInput: true },
  'GET /api/docs/yaml': { access: 'public', takesNoInput: true },
  'GET /api/docs/static/index.html': { access: 'public', takesNoInput: true },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', takesNoInput: true },
  // A path of any shape; a real file name is served, anything else must be a clean 4xx.
  'GET /api/docs/static/*': {
    access: 'public',
    takesNoInput: true,
    rest: fc.oneof(
      fc.constantFrom(
        '../package.json',
        '..%2F..%2Fpackage.json',
        '%2e%2e/%2e%2e/etc/passwd',
        '....//....//etc/passwd',
        '%00',
        'index.css%00.js',
        '%',
        '%E0%A4%A',
        '',
        'a'.repeat(5_000),
        'index.css/',
        '.hidden',
      ),
      oddString.map(percentEncode),
    ),
  },
  'GET /api/health': { access: 'public', takesNoInput: true },
  'GET /api/config': { access: 'public', takesNoInput: true },

  'POST /api/admin/register': {
    access: 'public',
    body: { schema: adminRegisterSchema, base: () => buildAdminRegistration() },
    // An administrator exists and sign-up is first-only: a well-formed request is refused too.
    refusals: () => [
      fc
        .record({
          name: validName,
          email: fc.constantFrom('new.admin@college.edu', 'ZOË@college.edu'),
          password: oddString.map((text) => `Pw-${text}-long`),
        })
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },
  'POST /api/admin/login': {
    access: 'public',
    body: { schema: adminLoginSchema, base: (f) => ({ email: f.admin.email, password: 'x' }) },
    refusals: (f) => [
      fc
        .record({
          email: fc.oneof(
            fc.constantFrom(f.admin.email, f.a.email, f.admin.email.toUpperCase()),
            oddString.map((text) => `${percentEncode(text)}@college.edu`),
          ),
          password: fc.oneof(oddString, hugeString).filter((p) => p !== f.admin.password),
        })
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },
  'POST /api/student/register': {
    access: 'public',
    body: { schema: studentRegisterSchema, base: () => buildStudentRegistration() },
    // A's student ID, in any case, is taken.
    refusals: (f) => [
      fc
        .record({ studentId: upperOrLower(f.a.studentId), name: validName })
        .map(({ studentId, name }) => ({
          body: json(JSON.stringify(buildStudentRegistration({ studentId, name }))),
        })),
    ],
  },
  'POST /api/student/login': {
    access: 'public',
    body: {
      schema: studentLoginSchema,
      base: (f) => ({ studentId: f.b.studentId, password: 'x' }),
    },
    refusals: (f) => [
      fc
        .record({
          studentId: fc.oneof(
            fc.constantFrom(f.a.studentId, f.a.email, `${f.a.studentId}@student.hostel`),
            oddString,
            hugeString,
          ),
          password: fc.oneof(oddString, hugeString).filter((p) => p !== f.a.password),
        })
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },

  'GET /api/auth/me': { access: 'any' },
  'GET /api/complaints': { access: 'any', query: complaintListQuerySchema },
  'POST /api/complaints': {
    access: 'student',
    body: { schema: complaintCreateSchema, base: () => buildComplaintInput() },
  },
  'PUT /api/complaints/:id': {
    access: 'admin',
    id: (f) => firstOf(f.aComplaints).id,
    body: { schema: complaintUpdateSchema, base: () => ({ status: 'In Progress' }) },
    // Nothing leaves Closed, and nothing goes back to Open (rule status-transitions).
    refusals: (f) => [
      fc
        .record({
          status: fc.constantFrom('In Progress', 'Resolved', 'Closed', 'Open'),
          resolution: validName,
        })
        .map((body) => ({ id: { value: f.closedComplaint }, body: json(JSON.stringify(body)) })),
      fc
        .constantFrom(...f.aComplaints.map((c) => c.id))
        .map((id) => ({ id: { value: id }, body: json('{"status":"Open"}') })),
    ],
  },
  'POST /api/complaints/:id/comments': {
    access: 'any',
    id: (f) => firstOf(f.aComplaints).id,
    body: { schema: commentCreateSchema, base: () => ({ message: 'Any news?' }) },
    refusals: (f) => [
      // Nobody comments on a Closed complaint.
      validName.map((message) => ({
        id: { value: f.closedComplaint },
        body: json(JSON.stringify({ message })),
      })),
      // B on A's complaint: as if it did not exist.
      validName.map((message) => ({
        caller: f.callers.b,
        body: json(JSON.stringify({ message })),
      })),
    ],
  },

  'GET /api/hostels': { access: 'admin' },
  'POST /api/hostels': {
    access: 'admin',
    body: { schema: hostelInputSchema, base: () => buildHostelInput() },
    refusals: (f) => [
      upperOrLower(f.hostelName).map((name) => ({
        body: json(JSON.stringify(buildHostelInput({ name }))),
      })),
    ],
  },
  'PUT /api/hostels/:id': {
    access: 'admin',
    id: (f) => f.hostel,
    body: { schema: hostelInputSchema, base: () => buildHostelInput({ type: 'Girls' }) },
    refusals: (f) => [
      upperOrLower(f.hostelName).map((name) => ({
        id: { value: f.spareHostel },
        body: json(JSON.stringify(buildHostelInput({ name }))),
      })),
    ],
  },
  'DELETE /api/hostels/:id': {
    access: 'admin',
    id: (f) => f.spareHostel,
    // A lives there, so it is never empty.
    refusals: (f) => [fc.constant({ id: { value: f.hostel } })],
  },

  'GET /api/rooms': { access: 'admin', query: roomListQuerySchema },
  'POST /api/rooms': {
    access: 'admin',
    body: { schema: roomInputSchema, base: (f) => buildRoomInput(f.hostel) },
    refusals: (f) => [
      upperOrLower(f.roomNumber).map((roomNumber) => ({
        body: json(JSON.stringify(buildRoomInput(f.hostel, { roomNumber }))),
      })),
    ],
  },
  'PUT /api/rooms/:id': {
    access: 'admin',
    id: (f) => f.room,
    body: { schema: roomInputSchema, base: (f) => buildRoomInput(f.hostel, { type: 'Triple' }) },
    refusals: (f) => [
      upperOrLower(f.roomNumber).map((roomNumber) => ({
        id: { value: f.spareRoom },
        body: json(JSON.stringify(buildRoomInput(f.hostel, { roomNumber }))),
      })),
    ],
  },
  'DELETE /api/rooms/:id': {
    access: 'admin',
    id: (f) => f.spareRoom,
    refusals: (f) => [fc.constantFrom(f.room, f.fullRoom).map((id) => ({ id: { value: id } }))],
  },

  'GET /api/admin/students': { access: 'admin', query: studentListQuerySchema },
  'POST /api/auth/student/register': {
    access: 'admin',
    body: { schema: studentRegisterSchema, base: () => buildStudentRegistration() },
    refusals: (f) => [
      fc
        .record({ studentId: upperOrLower(f.a.studentId), name: validName })
        .map(({ studentId, name }) => ({
          body: json(JSON.stringify(buildStudentRegistration({ studentId, name }))),
        })),
    ],
  },
  'PUT /api/admin/students/:id': {
    access: 'admin',
    id: (f) => f.b.id,
    body: {
      schema: studentUpdateSchema,
      base: (f) => ({
        name: f.b.name,
        email: f.b.email,
        phone: f.b.phone,
        course: 'B.Sc Physics',
        year: 2,
        gender: 'Female',
        isActive: true,
      }),
    },
    // A's e-mail, in any case, is taken.
    refusals: (f) => [
      fc.record({ email: upperOrLower(f.a.email), name: validName }).map(({ email, name }) => ({
        body: json(
          JSON.stringify({
            name,
            email,
            phone: f.b.phone,
            course: 'B.Sc Physics',
            year: 2,
            gender: 'Female',
            isActive: true,
          }),
        ),
      })),
    ],
  },
  'DELETE /api/admin/students/:id': { access: 'admin', id: (f) => f.a.id },
  'PUT /api/admin/students/:id/assign-room': {
    access: 'admin',
    id: (f) => f.a.id,
    body: { schema: assignRoomSchema, base: (f) => ({ roomId: f.spareRoom }) },
    // B fills the Single room; A may not live in a Boys hostel; a room of another hostel.
    refusals: (f) => [
      fc
        .constantFrom(
          { roomId: f.fullRoom },
          { roomId: f.boysRoom },
          { roomId: f.spareRoom, hostel: f.spareHostel },
        )
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },
  'DELETE /api/admin/students/:id/room': { access: 'admin', id: (f) => f.a.id },
  'GET /api/admin/dashboard': { access: 'admin' },

  'GET /api/student/dashboard': { access: 'student' },
  'GET /api/student/profile': { access: 'student' },
  'PUT /api/student/profile': {
    access: 'student',
    body: { schema: profileUpdateSchema, base: () => ({ name: 'Renamed', phone: '7012345678' }) },
  },
};

function rightCaller(access: Access, f: Fixtures): fc.Arbitrary<Caller> {
  const { admin, a, b } = f.callers;
  switch (access) {
    case 'admin':
      return fc.constant(admin);
    case 'student':
      return fc.constantFrom(a, b);
    case 'any':
      return fc.constantFrom(a, b, admin);
    case 'public':
      return fc.oneof(fc.constantFrom<Caller>(a, b, admin, { label: 'anonymous' }), badCaller(f));
  }
}

function requestArbitrary(key: string, spec: Spec, f: Fixtures): fc.Arbitrary<FuzzRequest> {
  const [method, pattern] = key.split(' ') as [FuzzRequest['method'], string];
  const base = spec.body?.base(f);
  // Each entry alone makes the request one the server must refuse; what it leaves open is noise.
  const decisive: { arbitrary: fc.Arbitrary<Part>; weight: number }[] = [];
  const add = (arbitrary: fc.Arbitrary<Part>, weight = 1) => decisive.push({ arbitrary, weight });
  if (spec.access !== 'public') add(badCaller(f).map((caller) => ({ caller })));
  if (spec.access === 'admin')
    add(fc.constantFrom(f.callers.a, f.callers.b).map((caller) => ({ caller })));
  if (spec.access === 'student') add(fc.constant({ caller: f.callers.admin }));
  if (spec.id) {
    add(badId.map((id) => ({ id })));
    add(missingId(f.realIds).map((id) => ({ id })));
  }
  if (spec.body && base) {
    add(
      invalidBody(spec.body.schema, base).map((body) => ({ body })),
      2,
    );
    add(brokenBody(base).map((body) => ({ body })));
  }
  if (spec.query)
    add(
      invalidQuery(spec.query).map((query) => ({ query })),
      2,
    );
  for (const refusal of spec.refusals?.(f) ?? []) add(refusal);
  if (decisive.length === 0 && !spec.takesNoInput) {
    throw new Error(`${key}: nothing to get wrong; mark it takesNoInput or give it a refusal`);
  }

  const target = spec.id?.(f);
  return fc
    .record({
      part: decisive.length > 0 ? fc.oneof(...decisive) : fc.constant<Part>({}),
      caller: rightCaller(spec.access, f),
      query: noiseQuery,
      body: noiseBody(base),
      rest: spec.rest ?? fc.constant(''),
    })
    .map(({ part, caller, query, body, rest }) => {
      const id = part.id ?? (target ? { value: target } : undefined);
      let path = pattern.replace('*', rest);
      if (id) path = path.replace(':id', id.raw ? id.value : percentEncode(id.value));
      const search = part.query ?? query;
      return withDescription({
        caller: part.caller ?? caller,
        method,
        url: search === '' ? path : `${path}?${search}`,
        body: part.body === undefined ? body : part.body,
        mustBeRefused: !spec.takesNoInput,
      });
    });
}

// ---------------------------------------------------------------------------------------------
// The checks

function envelopeProblem(body: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return 'the refusal is not JSON';
  }
  if (value === null || typeof value !== 'object') return 'the refusal is not an object';
  const { success, message, errors, ...rest } = value as Record<string, unknown>;
  if (success !== false) return 'the refusal lacks success: false';
  if (typeof message !== 'string' || message.trim() === '') return 'the refusal has no message';
  if (Object.keys(rest).length > 0) return `the refusal has extra keys ${Object.keys(rest)}`;
  if (errors === undefined) return undefined;
  const fieldErrorsOk =
    Array.isArray(errors) &&
    errors.every(
      (e: unknown) =>
        e !== null &&
        typeof e === 'object' &&
        typeof (e as Record<string, unknown>).path === 'string' &&
        typeof (e as Record<string, unknown>).message === 'string',
    );
  return fieldErrorsOk ? undefined : 'the refusal has malformed errors[]';
}

let app: TestApp;
let fixtures: Fixtures;
let sent = 0;

async function send(request: FuzzRequest) {
  const headers: Record<string, string> = {};
  if (request.caller.authorization !== undefined) {
    headers.authorization = request.caller.authorization;
  }
  if (request.body) headers['content-type'] = request.body.contentType;
  sent += 1;
  return app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.body ? { payload: request.body.text } : {}),
  });
}

async function checkBatch(batch: FuzzRequest[]): Promise<void> {
  const before = await databaseFingerprint(app.db);
  for (const request of batch) {
    const response = await send(request);
    const status = response.statusCode;
    const problem =
      status >= 500
        ? `answered ${status}`
        : status >= 400
          ? envelopeProblem(response.body)
          : request.mustBeRefused
            ? `accepted a request built to be refused (${status})`
            : undefined;
    if (problem) {
      throw new Error(
        `${problem}\n  request: ${describeRequest(request)}\n` +
          `  answer: ${status} ${abbreviate(response.body, 300)}`,
      );
    }
  }
  const after = await databaseFingerprint(app.db);
  if (!isDeepStrictEqual(after, before)) {
    const changed = Object.keys(after).filter((t) => !isDeepStrictEqual(after[t], before[t]));
    throw new Error(`a refused request of this batch changed the tables ${changed.join(', ')}`);
  }
}

beforeAll(async () => {
  app = await createTestApp();
  fixtures = await arrangeFixtures(app);
});
afterAll(async () => {
  await app.close();
});

const keys = Object.keys(specs);
const runsPerRoute = Math.ceil(MIN_REQUESTS / (keys.length * BATCH));

describe('malformed requests to every route', () => {
  it('has a fuzz row for every route of the app, and none for a route that is gone', () => {
    expect(keys.slice().sort()).toEqual(routeKeys(app));
  });

  it.each(keys)('%s refuses them cleanly and writes nothing', async (key) => {
    const spec = specs[key as RouteKey];
    if (!spec) throw new Error(`no spec for ${key}`);
    const requests = requestArbitrary(key, spec, fixtures);
    await fc.assert(
      fc.asyncProperty(fc.array(requests, { minLength: BATCH, maxLength: BATCH }), checkBatch),
      // Refused requests should change nothing, so one that did changes what later runs see:
      // shrinking would chase a moving target. The first failing batch is reported as it was.
      { seed: SEED, numRuns: runsPerRoute, endOnFailure: true },
    );
  });

  it(`sent at least ${MIN_REQUESTS} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
