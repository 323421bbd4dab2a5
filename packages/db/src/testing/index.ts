export { prepareTestDatabaseBase } from './global-setup';
export { createTestDatabase, type TestDatabaseBase, withAdminClient } from './test-database';
