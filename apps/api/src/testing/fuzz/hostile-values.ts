import fc from 'fast-check';

/**
 * Values a script throws at a form: control characters (NUL first of all), numbers at and past the
 * edge of exact JavaScript numbers, impossible dates, and the odd valid-looking value so that a request
 * gets past the first check and reaches deeper code.
 */
const edgeStrings = fc.constantFrom(
  '\u0000',
  'Mwila\u0000Banda',
  '\u001b[31mred',
  '\u202eevil',
  '\ud800',
  '0000-01-01',
  '2026-02-30',
  '9999-12-31T23:59:59.999999Z',
  '90071992547409.91',
  '90071992547409.92',
  '1e309',
  '-1',
  "'; drop table users; --",
  '../../etc/passwd',
  '00000000-0000-4000-8000-000000000000',
  'personal',
  'mtn',
  '0977123456',
  'mwila@example.zm',
  'x'.repeat(5000),
);

const edgeNumbers = fc.constantFrom(
  90_071_992_547_409.91,
  90_071_992_547_409.92,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  -0,
  0.001,
  1000,
  12,
);

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: edgeStrings },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: edgeNumbers },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);
