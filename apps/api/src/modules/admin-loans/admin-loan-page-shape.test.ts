import type { Database } from '@kwacha/db';
import { adminLoanListQuerySchema } from '@kwacha/shared/staff/admin-loans';
import { Placeholder } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeCursor } from './admin-loan-cursor';
import {
  loanPageQueries,
  MAX_PREPARED_SHAPES,
  pageShape,
  pageValues,
  statementName,
} from './admin-loans.repository';
import { pageCriteria } from './admin-loans.service';

// Only turns queries into text: the pool never connects.
const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
const db = drizzle({ client: pool }) as unknown as Database;
afterAll(() => pool.end());

const NOW = new Date('2026-11-21T08:00:00Z');
const LOAN_ID = '8c1f6a2e-3b4d-4e5f-9a6b-7c8d9e0f1a2b';

/** Each filter of the staff list with two different values, so a shape can be met with other values. */
const FILTERS: Record<string, [string, string]> = {
  status: ['pending', 'overdue'],
  minAmount: ['100', '250.5'],
  maxAmount: ['5000', '900'],
  from: ['2026-01-01', '2026-03-02'],
  to: ['2026-10-31', '2026-11-01'],
  product: ['3d6f0a8e-1b2c-4d5e-8f9a-0b1c2d3e4f5a', '4e7a1b9f-2c3d-4e5f-9a0b-1c2d3e4f5a6b'],
  arrears: ['current', '30-59'],
  disbursedFrom: ['2026-02-01', '2026-02-02'],
  disbursedTo: ['2026-09-30', '2026-08-31'],
  decidedFrom: ['2026-01-05', '2026-01-06'],
  decision: ['approved', 'rejected'],
  decidedBy: ['rules', 'staff'],
  collectedTo: ['2026-11-20', '2026-11-19'],
  dueFrom: ['2026-12-01', '2026-12-02'],
  q: ['mwila', 'chanda'],
};
const SORTS = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const;

/** Criteria from a request: the filters chosen by `mask`, each with its `variant`-th value. */
function criteriaOf(mask: number, variant: 0 | 1, sort: (typeof SORTS)[number], paged: boolean) {
  const query: Record<string, string> = { sort };
  for (const [k, [name, values]] of Object.entries(FILTERS).entries()) {
    if (mask & (1 << k)) query[name] = values[variant];
  }
  if (paged) {
    const key = sort.startsWith('amount')
      ? String(1000 + variant)
      : `2026-0${variant + 1}-01T00:00:00.000000Z`;
    query.cursor = encodeCursor({ sort, key, id: LOAN_ID });
  }
  return pageCriteria(adminLoanListQuerySchema.parse(query), NOW);
}

const textOf = (c: ReturnType<typeof criteriaOf>) =>
  loanPageQueries(db, c)
    .map((q) => q.toSQL().sql)
    .join('\n');

const placeholdersOf = (c: ReturnType<typeof criteriaOf>) =>
  new Set(
    loanPageQueries(db, c).flatMap((q) =>
      q
        .toSQL()
        .params.filter((p): p is Placeholder => p instanceof Placeholder)
        .map((p) => p.name),
    ),
  );

// Walks 200 filter combinations (some of each size) in every sort, with and without a cursor.
const MASKS = Array.from({ length: 200 }, (_, i) => (i * 2_654_435_761) % (1 << Object.keys(FILTERS).length));

describe('the staff list query prepared once per shape', () => {
  it('builds one text for one shape, whatever the values, and another text for another shape', () => {
    const textByShape = new Map<string, string>();
    const shapeByText = new Map<string, string>();
    for (const mask of MASKS) {
      for (const sort of SORTS) {
        for (const paged of [false, true]) {
          for (const variant of [0, 1] as const) {
            const c = criteriaOf(mask, variant, sort, paged);
            const shape = pageShape(c);
            const text = textOf(c);
            expect(textByShape.get(shape) ?? text, shape).toBe(text);
            expect(shapeByText.get(text) ?? shape).toBe(shape);
            textByShape.set(shape, text);
            shapeByText.set(text, shape);
          }
        }
      }
    }
    // The cases really do vary: hundreds of shapes, not one.
    expect(textByShape.size).toBeGreaterThan(500);
  });

  it('gives a value to every placeholder of the text and nothing else', () => {
    for (const mask of MASKS) {
      for (const sort of SORTS) {
        const c = criteriaOf(mask, 1, sort, mask % 2 === 0);
        expect(new Set(Object.keys(pageValues(c)))).toEqual(placeholdersOf(c));
      }
    }
  });

  it('sends instants as ISO text and search words as escaped LIKE prefixes', () => {
    const c = pageCriteria(
      adminLoanListQuerySchema.parse({ from: '2026-02-28', q: 'mutale_', decidedBy: 'rules' }),
      NOW,
    );
    expect(pageValues(c)).toEqual({
      appliedFrom: '2026-02-27T22:00:00.000Z',
      decidedByRules: true,
      namePrefix: 'mutale\\_%',
      emailPrefix: 'mutale\\_%',
      limit: 21,
    });
  });

  it('writes the screen’s page size into the text of the whole list or a status tab, so PostgreSQL can keep its plan', () => {
    for (const sort of SORTS) {
      for (const [paged, mask] of [
        [false, 0],
        [true, 0],
        [false, 1],
        [true, 1],
      ] as const) {
        const c = criteriaOf(mask, 0, sort, paged);
        expect(c.limit).toBe(21);
        expect(textOf(c)).toMatch(/ limit 21$/);
        expect(placeholdersOf(c).has('limit')).toBe(false);
        expect(pageValues(c)).not.toHaveProperty('limit');
      }
    }
    // Another page size, a filter or a search: the limit stays a placeholder, and the shape says which.
    const otherSize = pageCriteria(adminLoanListQuerySchema.parse({ limit: '50' }), NOW);
    const filtered = pageCriteria(
      adminLoanListQuerySchema.parse({ status: 'pending', minAmount: '100' }),
      NOW,
    );
    const searched = pageCriteria(adminLoanListQuerySchema.parse({ q: 'mwila' }), NOW);
    for (const c of [otherSize, filtered, searched]) {
      expect(textOf(c)).toMatch(/ limit \$\d+$/);
      expect(pageValues(c).limit).toBe(c.limit);
    }
    expect(pageShape(otherSize)).not.toBe(pageShape(criteriaOf(0, 0, 'newest', false)));
  });

  it('names shapes as they are first met, the same name each time, and no more than the cap', () => {
    // The names are per process, and test files share a worker's modules (apps/api/vitest.config.ts): the
    // staff-list tests before this one may have named shapes already, so this fills the cap from wherever it is.
    const names = Array.from({ length: MAX_PREPARED_SHAPES }, (_, i) => statementName(`shape ${i}`));
    const given = names.filter((name) => name !== undefined);
    expect(given.length).toBeGreaterThan(0);
    expect(new Set(given).size).toBe(given.length);
    for (const name of given) {
      expect(Number(/^admin_loan_page_(\d+)$/.exec(name)?.[1])).toBeLessThan(MAX_PREPARED_SHAPES);
    }
    expect(statementName('shape 0')).toBe(names[0]);
    expect(statementName('one shape too many')).toBeUndefined();
    expect(statementName(`shape ${MAX_PREPARED_SHAPES - 1}`)).toBe(names.at(-1));
  });
});
