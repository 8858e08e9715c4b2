import fc from 'fast-check';
import type { z } from 'zod';
import { brokenBody, invalidBody, noiseBody } from './bodies';
import { badCaller, type Fixtures } from './fixtures';
import { badId, invalidQuery, missingId, noiseQuery } from './ids-and-queries';
import { percentEncode } from './refusal-rules';
import { withDescription, type Caller, type FuzzRequest, type Part } from './requests';

/**
 * Who may call: 'staff' is administrators and wardens, each within their hostels; 'any' every
 * signed-in account, 'anyButGuard' all but guards and mess managers (complaints,
 * docs/decisions/062); 'gate' the office, wardens and guards, each within their hostels;
 * 'messViews' the office, wardens and mess managers, 'mess' the office and mess managers
 * (docs/decisions/064).
 */
export type Access =
  | 'public'
  | 'any'
  | 'anyButGuard'
  | 'admin'
  | 'staff'
  | 'gate'
  | 'messViews'
  | 'mess'
  | 'warden'
  | 'student';

export type Spec = {
  access: Access;
  /** The real record aimed at when the id is not what is being fuzzed. */
  id?: (f: Fixtures) => string;
  /** The route's other `:name`s, beside `:id`: real records, never fuzzed. */
  params?: (f: Fixtures) => Record<string, string>;
  body?: { schema: z.ZodType; base: (f: Fixtures) => Record<string, unknown> };
  query?: z.ZodType;
  /** Requests refused for the state of the records whatever else is sent: taken names, ... */
  refusals?: (f: Fixtures) => fc.Arbitrary<Part>[];
  /** A public route that takes no input: junk is ignored and it answers as usual. */
  takesNoInput?: true;
  /** Fills the `*` of a wildcard route. */
  rest?: fc.Arbitrary<string>;
};

function rightCaller(access: Access, f: Fixtures): fc.Arbitrary<Caller> {
  const { admin, warden, guard, mess, a, b } = f.callers;
  switch (access) {
    case 'admin':
      return fc.constant(admin);
    case 'staff':
      return fc.constantFrom(admin, warden);
    case 'gate':
      return fc.constantFrom(admin, warden, guard);
    case 'messViews':
      return fc.constantFrom(admin, warden, mess);
    case 'mess':
      return fc.constantFrom(admin, mess);
    case 'warden':
      return fc.constant(warden);
    case 'student':
      return fc.constantFrom(a, b);
    case 'any':
      return fc.constantFrom(a, b, warden, guard, mess, admin);
    case 'anyButGuard':
      return fc.constantFrom(a, b, warden, admin);
    case 'public':
      return fc.oneof(
        fc.constantFrom<Caller>(a, b, warden, guard, mess, admin, { label: 'anonymous' }),
        badCaller(f),
      );
  }
}

export function requestArbitrary(key: string, spec: Spec, f: Fixtures): fc.Arbitrary<FuzzRequest> {
  const [method, pattern] = key.split(' ') as [FuzzRequest['method'], string];
  const base = spec.body?.base(f);
  // Each entry alone makes the request one the server must refuse; what it leaves open is noise.
  const decisive: { arbitrary: fc.Arbitrary<Part>; weight: number }[] = [];
  const add = (arbitrary: fc.Arbitrary<Part>, weight = 1) => decisive.push({ arbitrary, weight });
  if (spec.access !== 'public') add(badCaller(f).map((caller) => ({ caller })));
  const { a, b, warden, guard, mess, admin } = f.callers;
  const wrongCallers: Record<Access, Caller[]> = {
    public: [],
    any: [],
    anyButGuard: [guard, mess],
    admin: [a, b, warden, guard, mess],
    staff: [a, b, guard, mess],
    gate: [a, b, mess],
    messViews: [a, b, guard],
    mess: [a, b, warden, guard],
    warden: [a, b, admin, guard, mess],
    student: [admin, warden, guard, mess],
  };
  const wrong = wrongCallers[spec.access];
  if (wrong.length > 0) add(fc.constantFrom(...wrong).map((caller) => ({ caller })));
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
      for (const [name, value] of Object.entries(spec.params?.(f) ?? {})) {
        path = path.replace(`:${name}`, value);
      }
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
