import { fileURLToPath } from 'node:url';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

// Any fixed number: several API processes starting at once take turns to migrate.
export const MIGRATION_LOCK_KEY = 7_460_217;
