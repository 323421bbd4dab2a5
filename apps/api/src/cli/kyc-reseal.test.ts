import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '@kwacha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraJpeg } from '../modules/kyc/testing/kyc-images';
import { uploadPhoto } from '../modules/kyc/testing/kyc-requests';
import { verifiedBorrower } from '../testing/factories';
import { type RunResult, runScript } from '../testing/processes';
import { createTestApp, testConfig } from '../testing/test-app';

// Each run is a real process that opens PGlite and migrates it (~4 s), so these tests are slow.
const TIMEOUT = 90_000;
const OLD = Buffer.alloc(32, 1).toString('base64');
const NEW = Buffer.alloc(32, 2).toString('base64');
const STRANGER = Buffer.alloc(32, 3).toString('base64');

let dataDir: string;
let borrower: Awaited<ReturnType<typeof verifiedBorrower>>;

function runReseal(env: Record<string, string>): Promise<RunResult> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return runScript('src/cli/kyc-reseal.ts', [], {
    ...(inherited as Record<string, string>),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kwacha-kyc-reseal-'));
  // The embedded database a server under the old key left behind: one borrower's two photos.
  const database = await openPglite(join(dataDir, 'pgdata'));
  await database.migrate();
  const t = await createTestApp({
    database,
    config: { kyc: { ...testConfig().kyc, encryptionKey: Buffer.from(OLD, 'base64') } },
  });
  try {
    borrower = await verifiedBorrower(t);
    for (const kind of ['nrc_front', 'selfie']) {
      const upload = await uploadPhoto(t, borrower.token, kind, await cameraJpeg({ width: 64, height: 48 }));
      if (upload.statusCode !== 200) throw new Error(upload.body);
    }
  } finally {
    await t.close();
  }
}, TIMEOUT);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run kyc:reseal', () => {
  it(
    'seals the photos under the new key, then finds nothing left to do',
    async () => {
      const first = await runReseal({ KYC_ENCRYPTION_KEY: NEW, KYC_ENCRYPTION_KEY_PREVIOUS: OLD });
      expect(first.stderr).toBe('');
      expect(first.stdout).toBe(
        'Re-sealed 2 photos; 0 already used the current key; 0 could not be opened.\n',
      );
      expect(first.code).toBe(0);

      const second = await runReseal({ KYC_ENCRYPTION_KEY: NEW });
      expect(second.stderr).toBe('');
      expect(second.stdout).toBe(
        'Re-sealed 0 photos; 2 already used the current key; 0 could not be opened.\n',
      );
      expect(second.code).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'exits 1 listing the storage keys of photos no key opens, and nothing about the borrower',
    async () => {
      const run = await runReseal({ KYC_ENCRYPTION_KEY: STRANGER, KYC_ENCRYPTION_KEY_PREVIOUS: OLD });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('Re-sealed 0 photos; 0 already used the current key; 2 could not be opened.\n');
      const lines = run.stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line).toMatch(
          new RegExp(
            `^Could not open kyc/${borrower.userId}/(nrc_front|selfie)/[0-9a-f-]{36}: no key opens it\\.$`,
          ),
        );
      }
      for (const personal of [borrower.email, borrower.firstName, borrower.lastName, borrower.nrcNumber]) {
        expect(run.stderr).not.toContain(personal);
      }
    },
    TIMEOUT,
  );

  it(
    'refuses a bad KYC_ENCRYPTION_KEY_PREVIOUS, and a database another process has open',
    async () => {
      const bad = await runReseal({
        KYC_ENCRYPTION_KEY: NEW,
        KYC_ENCRYPTION_KEY_PREVIOUS: `${OLD},c2hvcnQ=`,
      });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toBe(
        'Invalid environment configuration:\n  KYC_ENCRYPTION_KEY_PREVIOUS: key 2 of 2 is not 32 bytes, base64-encoded\n',
      );

      const holder = await openPglite(join(dataDir, 'pgdata'));
      try {
        const held = await runReseal({ KYC_ENCRYPTION_KEY: NEW });
        expect(held.code).toBe(1);
        expect(held.stderr).toBe(
          `Process ${process.pid} has the embedded database in ${dataDir} open. Stop it, run npm run kyc:reseal, then start it again.\n`,
        );
      } finally {
        await holder.close();
      }
    },
    TIMEOUT,
  );
});
