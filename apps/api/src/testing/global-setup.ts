import { prepareTestDatabaseBase, type TestDatabaseBase } from '@kwacha/db/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseBase: TestDatabaseBase;
  }
}

/** TEST_DATABASE_URL switches the whole integration suite from PGlite to a PostgreSQL server. */
export default async function setup(project: TestProject) {
  const { base, teardown } = await prepareTestDatabaseBase(process.env.TEST_DATABASE_URL || undefined);
  project.provide('testDatabaseBase', base);
  return teardown;
}
