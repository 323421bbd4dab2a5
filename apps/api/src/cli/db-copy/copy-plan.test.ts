import { describe, expect, it } from 'vitest';
import { foreignKeyOrder } from './copy-plan';

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([table, parents]) => [table, new Set(parents)]));

describe('foreignKeyOrder', () => {
  it('puts every parent before its children, alphabetically among equals', () => {
    const order = foreignKeyOrder(
      graph({
        journal_lines: ['journal_entries', 'loan_applications'],
        journal_entries: ['loan_applications', 'payments'],
        payments: ['loan_applications'],
        loan_applications: ['users'],
        users: [],
        app_settings: [],
      }),
    );
    expect(order).toEqual([
      'app_settings',
      'users',
      'loan_applications',
      'payments',
      'journal_entries',
      'journal_lines',
    ]);
  });

  it('names the tables of a cycle, which no order can copy', () => {
    expect(() => foreignKeyOrder(graph({ a: ['b'], b: ['a'], c: [] }))).toThrow(
      'The foreign keys between a, b form a cycle; no copy order exists.',
    );
  });
});
