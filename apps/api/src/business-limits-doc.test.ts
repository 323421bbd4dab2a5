import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDENTIFIER_LIMITS } from './lib/rate-limit/identifier-limits';
import { ROUTE_LIMITS } from './lib/rate-limit/route-limits';
import { backticked, differences, REPO_ROOT, tableRows } from './testing/markdown-doc';

// docs/security/business-limits.md is where an auditor reads what one person, one address and the product
// may do (ASVS v5.0.0-2.1.3, 2.3.2, 2.4.1). Its numbers are the code's, checked both ways.

const DOC = 'docs/security/business-limits.md';
const text = readFileSync(join(REPO_ROOT, DOC), 'utf8');
const section = (number: number) => {
  const start = text.search(new RegExp(`^## ${number}\\. `, 'm'));
  const end = text.slice(start + 3).search(/^## /m);
  return end < 0 ? text.slice(start) : text.slice(start, start + 3 + end);
};
const MINUTE = 60_000;

describe(`${DOC} states the limits the code enforces`, () => {
  it('§1 lists every per-person limit with its count and window, and only those', () => {
    const rows = tableRows(section(1), 'limit');
    const named = rows.map(([name = '']) => backticked(name)[0] ?? name);
    expect(differences('limit', `${DOC} §1`, Object.keys(IDENTIFIER_LIMITS), named)).toEqual([]);
    const wrong = rows.flatMap(([name = '', , max = '', window = '']) => {
      const limit = IDENTIFIER_LIMITS[backticked(name)[0] as keyof typeof IDENTIFIER_LIMITS];
      if (!limit) return [];
      const stated = { max: Number(max), windowMs: Number.parseInt(window, 10) * MINUTE };
      const actual = { max: limit.max, windowMs: limit.windowMs };
      return JSON.stringify(stated) === JSON.stringify(actual)
        ? []
        : [
            `${name}: ${DOC} says ${max} in ${window}, the code ${limit.max} in ${limit.windowMs / MINUTE} min`,
          ];
    });
    expect(wrong).toEqual([]);
  });

  it('§2 lists every per-address route ceiling with its count a minute, and only those', () => {
    const rows = tableRows(section(2), 'route limit');
    const named = rows.map(([name = '']) => backticked(name)[0] ?? name);
    expect(differences('route limit', `${DOC} §2`, Object.keys(ROUTE_LIMITS), named)).toEqual([]);
    const wrong = rows.flatMap(([name = '', , max = '']) => {
      const limit = ROUTE_LIMITS[backticked(name)[0] as keyof typeof ROUTE_LIMITS];
      return limit && (limit.max !== Number(max) || limit.timeWindow !== '1 minute')
        ? [`${name}: ${DOC} says ${max} a minute, the code ${limit.max} in ${limit.timeWindow}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('§3 names for each rule a test file that exists', () => {
    const rows = tableRows(section(3), 'rule');
    expect(rows.length).toBeGreaterThan(8);
    const missing = rows
      .flatMap(([, , test = '']) => backticked(test))
      .filter((path) => !existsSync(join(REPO_ROOT, path)));
    expect(missing).toEqual([]);
    expect(rows.every(([, , test = '']) => backticked(test).length > 0)).toBe(true);
  });
});
