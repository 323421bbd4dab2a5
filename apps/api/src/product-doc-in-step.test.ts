import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backticked, differences, docSection, REPO_ROOT, tableRows } from './testing/markdown-doc';
import { productionSources } from './testing/source-files';
import { thrownErrorCodes } from './testing/thrown-error-codes';

// docs/product.md's route table (§2.1) and error catalogue (§8) are what a screen, a tester or a partner
// reads to know which pages exist and what a refusal means. Both are checked against the code both ways.

const CATALOGUE = 'docs/product.md §8';

describe('docs/product.md §2.1 lists every page of the web app', () => {
  const pathsIn = (file: string) =>
    // A route object's `path: '…'`, or staff-routes.tsx's `page('…', load)`.
    [
      ...readFileSync(join(REPO_ROOT, 'apps/web/src/app', file), 'utf8').matchAll(
        /\bpath: '([^']+)'|\bpage\('([^']+)'/g,
      ),
    ].map((match) => match[1] ?? match[2] ?? '');

  it('names each route of the router, and only those', () => {
    // `reset-password/:token?` is written `/reset-password/{token}`; a staff page's sub-pages (`users/:id`)
    // are reached from the page the table names.
    const pages = pathsIn('router.tsx')
      .filter((path) => path !== '*')
      .map((path) => (path === 'admin-dashboard/*' ? '/admin-dashboard' : `/${path}`.replace(/^\/\//, '/')))
      .map((path) => path.replace(/:(\w+)\??/g, '{$1}'));
    const staffPages = pathsIn('staff-routes.tsx').map((path) => `/admin-dashboard/${path.split('/')[0]}`);
    const named = tableRows(docSection('product.md', 2), 'route')
      .flatMap((row) => backticked(row[0] ?? ''))
      .filter((name) => name.startsWith('/'));
    expect(differences('route', 'docs/product.md §2.1', [...pages, ...staffPages], named)).toEqual([]);
  });
});

describe('docs/product.md §8 lists every code the API answers with', () => {
  const thrown = thrownErrorCodes(productionSources());
  const catalogue = new Map(
    tableRows(docSection('product.md', 8), 'code').flatMap(([code = '', status = '']) =>
      backticked(code).map((name) => [name, new Set((status.match(/\d{3}/g) ?? []).map(Number))] as const),
    ),
  );

  it('reads the code of every error class', () => {
    expect(thrown.unreadable).toEqual([]);
    expect(thrown.codes.size).toBeGreaterThan(50);
  });

  it('reads codes as literals, from an object of codes, set in a constructor, inherited, or declared in a line', () => {
    const file = {
      path: 'modules/x/x.errors.ts',
      text: `export class XNotFoundError extends NotFoundError {
  override readonly code = 'X_NOT_FOUND';
}
export class XLockedError extends ConflictError {
  override readonly code = KYC_ERROR_CODES.locked;
}
abstract class Refused extends DomainError {
  readonly kind = 'validation';
}
export class XRefusedError extends Refused {
  readonly code = 'X_REFUSED';
}
export class XSubjectError extends NotFoundError {
  override readonly code: string;
  constructor(what: 'a' | 'b') {
    super('');
    this.code = what === 'a' ? 'A_NOT_FOUND' : 'B_NOT_FOUND';
  }
}
export class XNeverThrownError extends ConflictError {
  override readonly code = 'NEVER_THROWN';
}
export class XOddError extends ConflictError {
  override readonly code = codeOf('x');
}
export class XGoneError extends notFound('X_GONE', TEXT.gone) {}
export class XTakenError extends conflict(
  KYC_ERROR_CODES.notSubmitted,
  TEXT.taken,
) {}
export class XFieldError extends fieldRefusal('name', TEXT.name) {}
throw new XNotFoundError(); new XLockedError(); new XRefusedError(); new XSubjectError('a'); new XOddError();
new XGoneError(); new XTakenError(); new XFieldError();`,
    };
    const base = productionSources().filter(({ path }) => path === 'lib/domain-errors.ts');
    const { codes, unreadable } = thrownErrorCodes([...base, file]);
    expect(Object.fromEntries([...codes].map(([code, statuses]) => [code, [...statuses]]))).toEqual({
      X_NOT_FOUND: [404],
      KYC_LOCKED: [409],
      X_REFUSED: [400],
      A_NOT_FOUND: [404],
      B_NOT_FOUND: [404],
      X_GONE: [404],
      KYC_NOT_SUBMITTED: [409],
      VALIDATION_ERROR: [400],
    });
    expect(unreadable).toEqual(["modules/x/x.errors.ts XOddError: code = codeOf('x')"]);
  });

  it('lists every code, and only codes the API answers with', () => {
    const missing = [...thrown.codes.keys()]
      .filter((code) => !catalogue.has(code))
      .map(
        (code) =>
          `${CATALOGUE} lacks ${code} (${[...(thrown.codes.get(code) ?? [])].join(', ') || 'handler'})`,
      );
    const stale = [...catalogue.keys()]
      .filter((code) => !thrown.codes.has(code))
      .map((code) => `${CATALOGUE} lists ${code}, which nothing answers with`);
    expect([...missing.sort(), ...stale.sort()]).toEqual([]);
  });

  it('gives each code the status its errors answer with', () => {
    const wrong = [...thrown.codes].flatMap(([code, statuses]) => {
      const documented = catalogue.get(code);
      if (!documented) return [];
      return [...statuses]
        .filter((status) => !documented.has(status))
        .map(
          (status) => `${CATALOGUE} lacks status ${status} for ${code} (says ${[...documented].join(', ')})`,
        );
    });
    expect(wrong.sort()).toEqual([]);
  });
});
