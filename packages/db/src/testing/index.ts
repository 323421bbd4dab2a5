export { prepareTestDatabaseBase } from './global-setup';
export { createTestDatabase, type TestDatabaseBase } from './test-database';
