import { idParamsSchema } from '@hms/shared/api';
import fc from 'fast-check';
import type { z } from 'zod';
import { hugeString, oddString } from './hostile-values';
import { queryText, refusedQuery, wellFormed, type QueryEntry } from './refusal-rules';
import type { PathId } from './requests';

/** Not a UUID by the route's own rule: refused 400, or 404 when it does not even route. */
export const badId: fc.Arbitrary<PathId> = fc.oneof(
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
export const missingId = (realIds: string[]): fc.Arbitrary<PathId> =>
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

export function invalidQuery(schema: z.ZodType): fc.Arbitrary<string> {
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

export const noiseQuery = fc
  .tuple(fc.array(queryEntry(LIST_KEYS), { maxLength: 3 }), queryJunk)
  .map(([entries, junk]) => queryText(entries, junk));
