import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startFakeFlutterwave } from '../../apps/api/src/providers/flutterwave/testing/fake-flutterwave-server';
import { createStaffAccount, repoRoot, waitForHealth } from './app-server';
import {
  E2E_BASE_URL,
  E2E_FLUTTERWAVE,
  E2E_FLUTTERWAVE_PORT,
  E2E_MAILBOX_DIR,
  E2E_PORT,
  E2E_SMTP_PORT,
} from './environment';
import { E2E_ADMIN, E2E_SUPERUSER, E2E_TOTP_STAFF } from './staff';

/**
 * Starts a real SMTP server that files every message in E2E_MAILBOX_DIR, and the real application
 * (built web app + API, embedded database in a fresh temp DATA_DIR) pointed at it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(E2E_MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAILBOX_DIR, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        count++;
        const file = join(E2E_MAILBOX_DIR, `${Date.now()}-${String(count).padStart(4, '0')}.json`);
        const to = session.envelope.rcptTo.map((r) => r.address);
        // Written aside, then renamed: the tests poll this folder, and once read a file half written.
        writeFileSync(`${file}.part`, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));

  // The stand-in Flutterwave: its hosted checkout page, verify_by_reference and webhooks to the server
  // (README "Card repayments"). A late payment is confirmed 4 s after the borrower comes back.
  const flutterwave = await startFakeFlutterwave({
    ...E2E_FLUTTERWAVE,
    port: E2E_FLUTTERWAVE_PORT,
    webhookUrl: `${E2E_BASE_URL}/api/webhooks/flutterwave`,
    lateMs: 4000,
  });

  const dataDir = mkdtempSync(join(tmpdir(), 'kwacha-e2e-data-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_URL: E2E_BASE_URL,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}?ignoreTLS=true`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SIMULATOR_DELAY_MS: '1500',
    // The stand-in credit bureau inside the server, answering by NRC (README "Credit bureau").
    CREDIT_BUREAU: 'standin',
    FLUTTERWAVE_PUBLIC_KEY: E2E_FLUTTERWAVE.publicKey,
    FLUTTERWAVE_SECRET_KEY: E2E_FLUTTERWAVE.secretKey,
    FLUTTERWAVE_WEBHOOK_HASH: E2E_FLUTTERWAVE.webhookHash,
    FLUTTERWAVE_BASE_URL: flutterwave.url,
    // Journeys that register borrowers through the API say which (made-up) client they are, as a load
    // balancer would, so the per-address registration limit applies per journey rather than to the run.
    TRUST_PROXY: '127.0.0.1',
  };
  // The demo borrower with 8 loans (npm run seed:demo), for journeys about lists and pages.
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed-demo.ts'], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  // Staff accounts exactly as the README tells an operator to create them (the embedded database allows
  // one process at a time, so before the server starts).
  for (const staff of [E2E_ADMIN, E2E_SUPERUSER, E2E_TOTP_STAFF]) createStaffAccount(env, staff);
  // The compiled server, as `npm start` runs it; `npm run test:e2e` builds it first (`npm run build`).
  const serverBundle = join(repoRoot, 'apps/api/dist/server.js');
  if (!existsSync(serverBundle))
    throw new Error('apps/api/dist/server.js is missing: run `npm run build` first');
  const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(server, E2E_BASE_URL, 60_000);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.exitCode !== null) resolve(null);
      server.once('exit', resolve);
      setTimeout(() => {
        server.kill('SIGKILL');
        resolve(null);
      }, 10_000).unref();
    });
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await flutterwave.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
