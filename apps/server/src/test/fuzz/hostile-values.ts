import fc from 'fast-check';

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
export const oddString = fc.string({ unit: oddUnit, maxLength: 24 });
/** 100,000 characters and one more, so that every length limit is passed by far. */
export const hugeString = fc
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
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
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
export const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'role', 'isAdmin', '_id', 'id', 'password', ''),
  oddString,
);

// Well-formed but unusual: for requests refused for what they name, not for their shape.
export const upperOrLower = (text: string) =>
  fc.constantFrom(text, text.toUpperCase(), text.toLowerCase());
export const validName = fc.oneof(
  fc.constantFrom('Zoë Ørsted', 'नीलम शर्मा', 'محمد علي', '王小明', 'O\u2019Brien'),
  oddString.map((text) => `Na${text}`.slice(0, 90)),
);
