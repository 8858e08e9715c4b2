import fc from 'fast-check';
import type { z } from 'zod';
import { extraKey, hostileValue, oddString } from './hostile-values';
import { refusedBody } from './refusal-rules';
import { json, objectText, type Body } from './requests';

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
export function invalidBody(schema: z.ZodType, base: Record<string, unknown>): fc.Arbitrary<Body> {
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
export function brokenBody(base: Record<string, unknown>): fc.Arbitrary<Body> {
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
export function noiseBody(base: Record<string, unknown> | undefined): fc.Arbitrary<Body | null> {
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
