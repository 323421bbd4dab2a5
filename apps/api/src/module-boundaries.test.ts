import { describe, expect, it } from 'vitest';
import { productionSources } from './testing/source-files';
import { sqlBuilding, tablesWritten } from './testing/table-writes';

// docs/architecture.md §5: each module owns its tables, and data flows route → service → repository.
// These checks read the source, so a shortcut that compiles and passes every behaviour test still fails here.

const production = productionSources();

describe('module boundaries', () => {
  it('only modules/loans writes loan_applications', () => {
    const writers = production
      .filter(({ text }) => tablesWritten(text).includes('loan_applications'))
      .map(({ path }) => path);
    expect(writers).toEqual(['modules/loans/loans.repository.ts']);
  });

  it('loan status moves only through moveLoan (the transition table)', () => {
    const callers = production
      .filter(({ text }) => /\bupdateLoanStatus\(/.test(text))
      .map(({ path }) => path)
      .sort();
    expect(callers).toEqual(['modules/loans/loan-moves.ts', 'modules/loans/loans.repository.ts']);
  });

  it('queries live in repositories: services, routes and jobs do not build SQL', () => {
    const queryBuilders = production
      .filter(({ path }) => path.startsWith('modules/') || path.startsWith('jobs/'))
      .filter(({ path }) => !path.endsWith('.repository.ts'))
      .flatMap(({ path, text }) => sqlBuilding(text).map((reason) => `${path} ${reason}`));
    expect(queryBuilders).toEqual([]);
  });

  it('sees SQL built outside a repository', () => {
    const service = `import { contactMessages } from '@kwacha/db';
      export const save = (tx: Executor) => tx.insert(contactMessages).values({}).returning();`;
    expect(sqlBuilding(service)).toEqual(['imports the table contactMessages', 'writes contact_messages']);
    const aliased = `const r = campaignRecipients;\nawait db.execute(sql\`update \${r} set status = 1\`);`;
    expect(sqlBuilding(aliased)).toEqual([
      'writes campaign_recipients',
      'runs SQL (.execute)',
      'writes SQL (sql``)',
    ]);
    expect(sqlBuilding('const x = tx.select({ id: users.id }).from(users);')).toEqual(['reads users']);
    // A hash's update and a map's delete are not SQL.
    expect(sqlBuilding('hash.update(value); pending.delete(key); Array.from(rows);')).toEqual([]);
  });

  it('domain errors are declared in *.errors.ts files', () => {
    const declaring = production
      .filter(({ path }) => !path.endsWith('.errors.ts') && path !== 'lib/domain-errors.ts')
      .filter(({ text }) =>
        /class \w+ extends (DomainError|ValidationError|NotFoundError|UnauthenticatedError|ForbiddenError|ConflictError|RateLimitedError|ServiceUnavailableError)\b|class \w+ extends (notFound|conflict|fieldRefusal)\(/.test(
          text,
        ),
      )
      .map(({ path }) => path);
    expect(declaring).toEqual([]);
  });

  it('recognising PostgreSQL errors is left to @kwacha/db', () => {
    const walkers = production.filter(({ text }) => /'23505'|'40001'|'40P01'/.test(text)).map((f) => f.path);
    expect(walkers).toEqual([]);
  });
});
