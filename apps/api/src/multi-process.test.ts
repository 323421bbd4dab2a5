import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  disbursements,
  emailMessages,
  loanApplications,
  openPostgres,
  payments,
  ussdSessions,
} from '@kwacha/db';
import { withAdminClient } from '@kwacha/db/testing';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  initiateBodyFor,
  loanReadyToDisburse,
  otpFromEmail,
} from './modules/disbursements/testing/disbursement-test-helpers';
import { expectLedgerInvariants } from './modules/ledger/testing/ledger-invariants';
import { FakeLencoServer } from './providers/lenco/testing/fake-lenco-server';
import {
  callbacksNaming,
  paymentByReference,
  repaymentEntriesOf,
  WebhookRelay,
  wallet,
} from './providers/testing/provider-test-kit';
import { registrationPayload, signedInStaff, verifiedBorrower } from './testing/factories';
import { freePort, type RunningServer, startServer, waitForHealth } from './testing/processes';
import { SmtpSink } from './testing/smtp-sink';
import { createTestApp, type TestApp, testConfig } from './testing/test-app';

// README "Running on PostgreSQL and scaling out": any number of API processes (WORKERS=off) and workers
// share one PostgreSQL and one Redis. Two API processes and one worker, built and started exactly as an
// operator runs them, against the server and Redis that CI starts (the PostgreSQL pass of .ci/run sets
// TEST_DATABASE_URL and TEST_REDIS_URL; the embedded pass has no server to share, so it skips this).
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const LENCO_KEY = 'lenco-multi-process-secret-key';
const LENCO_ACCOUNT = 'b176cda5-7d97-4a3f-b4dd-ab0234e9e08c';
const METRICS_TOKEN = 'multi-process-metrics-token-0123456789';
const USSD_TOKEN = 'multi-process-ussd-token-0123456789abc';

interface Api {
  base: string;
  process: RunningServer;
}

describe.skipIf(!serverUrl || !redisUrl)('two API processes and a worker on one PostgreSQL and Redis', () => {
  const name = `kwacha_multi_${randomBytes(5).toString('hex')}`;
  let outDir: string;
  let t: TestApp;
  let smtp: SmtpSink;
  let apis: Api[] = [];
  let worker: RunningServer;
  let env: Record<string, string>;
  let fake: FakeLencoServer;
  let workerMetricsPort: number;
  let relay: WebhookRelay;
  /** The loan the disbursement test pays out, repaid by the callback test and by USSD. */
  let activeLoan: { loanId: string; token: string; password: string; phone: string } | undefined;

  beforeAll(async () => {
    // The compiled bundles, as `npm start` and `npm run worker` would run them after `npm run build`.
    mkdirSync(join(REPO_ROOT, '.tmp'), { recursive: true });
    outDir = mkdtempSync(join(REPO_ROOT, '.tmp', 'api-multi-'));
    const build = spawnSync(process.execPath, ['scripts/build-api.mjs', '--outdir', outDir], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    const template = inject('testDatabaseBase').templateName;
    await withAdminClient(serverUrl as string, (c) =>
      c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
    );
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    smtp = new SmtpSink();
    const smtpUrl = await smtp.start();
    // MTN wallets are served by (the fake) Lenco, whose callbacks the relay keeps for the test to deliver.
    relay = await new WebhookRelay().start();
    relay.mode = 'capture';
    fake = await new FakeLencoServer({
      apiKey: LENCO_KEY,
      accountId: LENCO_ACCOUNT,
      webhookUrl: relay.url('/api/webhooks/lenco'),
    }).start();
    // The test's own app on the same database: fixtures, e-mails read from the outbox, and the ledger
    // checks. It runs no jobs: the worker process does.
    const database = openPostgres({ connectionString: databaseUrl, max: 3 });
    await database.migrate();
    t = await createTestApp({ database });
    env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl as string,
      SESSION_SECRET: testConfig().sessionSecret,
      APP_URL: 'http://app.test',
      SMTP_URL: smtpUrl,
      SIMULATOR_DELAY_MS: '300',
      PAYMENT_PROVIDER_MTN: 'lenco',
      LENCO_BASE_URL: fake.url,
      LENCO_API_KEY: LENCO_KEY,
      LENCO_ACCOUNT_ID: LENCO_ACCOUNT,
      DATA_DIR: mkdtempSync(join(outDir, 'data-')),
      WEB_DIST_DIR: join(outDir, 'no-web'),
      USSD_CALLBACK_TOKEN: USSD_TOKEN,
    };
    apis = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const running = startServer({ ...env, PORT: String(port), WORKERS: 'off' }, [
        join(outDir, 'server.js'),
      ]);
      apis.push({ base, process: running });
    }
    workerMetricsPort = await freePort();
    worker = startServer({ ...env, METRICS_TOKEN, METRICS_PORT: String(workerMetricsPort) }, [
      join(outDir, 'worker.js'),
    ]);
    for (const api of apis) await waitForHealth(api.base, api.process, 60_000);
  }, 180_000);

  afterAll(async () => {
    for (const running of [...apis.map((a) => a.process), worker]) {
      if (running && running.child.exitCode === null) {
        running.child.kill('SIGTERM');
        await running.exited;
      }
    }
    await t?.close();
    await smtp?.stop();
    await fake?.close();
    await relay?.close();
    await withAdminClient(serverUrl as string, (c) =>
      c.query(`drop database if exists "${name}" with (force)`),
    );
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  }, 60_000);

  const [first, second] = [0, 1];
  const call = (
    api: number,
    path: string,
    init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${apis[api]?.base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...init.headers,
        ...(init.token && { 'x-auth-token': init.token }),
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
  const login = (api: number, emailOrUsername: string, password: string) =>
    call(api, '/api/auth/login', { method: 'POST', body: { emailOrUsername, password } });

  it('a session made on one process is valid on the other and revoked on both at logout', async () => {
    const borrower = await verifiedBorrower(t);
    const signedIn = await login(first, borrower.email, borrower.password);
    expect(signedIn.status).toBe(200);
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;

    expect((await call(second, '/api/auth/me', { token })).status).toBe(200);
    expect((await call(second, '/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call(first, '/api/auth/me', { token })).status).toBe(401);
    expect((await call(second, '/api/auth/me', { token })).status).toBe(401);
  });

  it('a USSD session answers each step on whichever process the gateway reaches', async () => {
    const borrower = await verifiedBorrower(t);
    const { token } = (
      (await (await login(first, borrower.email, borrower.password)).json()) as {
        data: { token: string };
      }
    ).data;
    const pin = await call(second, '/api/me/ussd-pin', {
      method: 'PUT',
      token,
      body: { pin: '4826', password: borrower.password },
    });
    expect(pin.status).toBe(200);
    const step = (api: number, text: string) =>
      fetch(`${apis[api]?.base}/api/ussd/africastalking/${USSD_TOKEN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          sessionId: `multi-${borrower.phoneNumber}`,
          serviceCode: '*384*55#',
          phoneNumber: borrower.phoneNumber,
          text,
        }).toString(),
      }).then((res) => res.text());
    expect(await step(first, '')).toMatch(/^CON Kwacha Loans\n1 Balance/);
    expect(await step(second, '1')).toBe('CON Enter your 4-digit USSD PIN');
    expect(await step(first, '1*4826')).toBe('END You have no loan to show.');
    // The gateway retries the last step on the other process: the same answer.
    expect(await step(second, '1*4826')).toBe('END You have no loan to show.');
  });

  it("shares the per-account lock: wrong passwords on both processes add up, and lock the account's door on both", async () => {
    const borrower = await verifiedBorrower(t);
    // Five guesses are allowed per account in the window (identifier-limits.ts), here split 3 + 2.
    for (const api of [first, second, first, second, first]) {
      expect((await login(api, borrower.email, 'Not-The-Password-1')).status).toBe(401);
    }
    const locked = await login(second, borrower.email, borrower.password);
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toContain(
      'Too many failed login attempts for this account.',
    );
    expect((await login(first, borrower.email, borrower.password)).status).toBe(429);
  });

  it('twenty confirmations of one disbursement split across both processes pay it exactly once', {
    timeout: 60_000,
  }, async () => {
    const staff = await signedInStaff(t);
    const { loanId, loan, borrower } = await loanReadyToDisburse(t);
    const started = await call(first, `/api/loan-applications/admin/loan/${loanId}/disburse/initiate`, {
      method: 'PUT',
      token: staff.token,
      body: initiateBodyFor(loan),
    });
    expect(started.status).toBe(200);
    const { transactionId } = ((await started.json()) as { data: { transactionId: string } }).data;
    const otp = await otpFromEmail(t, staff.email);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2, `/api/loan-applications/admin/loan/${loanId}/disburse/confirm`, {
          method: 'POST',
          token: staff.token,
          body: { transactionId, otp },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // Every other one is refused as a conflict or a spent code, never a server error.
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    const sent = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId));
    expect(sent.filter((d) => d.status === 'processing' || d.status === 'successful')).toHaveLength(1);
    // The worker process settles the transfer with the simulator; the loan turns active once.
    await expect
      .poll(
        async () =>
          (await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId)))[0]?.status,
        { timeout: 30_000, interval: 250 },
      )
      .toBe('active');
    await expectLedgerInvariants(t);
    activeLoan = {
      loanId,
      token: borrower.token,
      password: borrower.password,
      phone: borrower.phoneNumber,
    };
  });

  it('the worker answers Prometheus on its own port with the provider calls its jobs made', async () => {
    const scrape = (authorization?: string) =>
      fetch(`http://127.0.0.1:${workerMetricsPort}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
    expect((await scrape()).status).toBe(401);
    const answer = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    // The disbursement above was sent and checked by the worker's jobs, with the simulator.
    expect(text).toMatch(
      /provider_calls_total\{provider="simulator",operation="[a-z_]+",outcome="[a-z_]+"\} [1-9]/,
    );
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('one payment callback delivered to both processes at once is applied once', {
    timeout: 60_000,
  }, async () => {
    if (!activeLoan) throw new Error('needs the loan the disbursement test paid out');
    const { loanId, token } = activeLoan;
    const phone = wallet('mtn');
    fake.setScenario(phone, { settleAfterMs: 50 });
    const paid = await call(first, '/api/collections/mobile-money', {
      method: 'POST',
      token,
      headers: { 'idempotency-key': randomBytes(16).toString('hex') },
      body: { loanId, amount: '100.00', phone, operator: 'mtn' },
    });
    expect(paid.status).toBe(201);
    const { reference } = ((await paid.json()) as { data: { reference: string } }).data;
    const [callback] = await relay.waitFor(reference, 1, 20_000);
    if (!callback) throw new Error('no callback');

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${apis[i % 2]?.base}${callback.path}`, {
          method: callback.method,
          headers: callback.headers,
          body: callback.rawBody,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    await expect.poll(async () => (await paymentByReference(t, reference)).status).toBe('successful');
    // One repayment entry whoever applied it (a callback, or the worker's own check with Lenco).
    expect(await repaymentEntriesOf(t, loanId)).toHaveLength(1);
    const applied = (await callbacksNaming(t, reference)).filter((c) => c.result === 'applied');
    expect(applied.length).toBeLessThanOrEqual(1);
    await expectLedgerInvariants(t);
  });

  describe('USSD through both gateways, each step on either process, repayments by the worker', () => {
    const PIN = '4826';
    let sequence = 0;
    const sessionId = (label: string) => {
      sequence += 1;
      return `mp-${label}-${process.pid}-${sequence}`;
    };
    /** Africa's Talking: a form post with every input so far joined by `*`; a plain-text answer. */
    const at = (api: number, id: string, phoneNumber: string, text: string) =>
      fetch(`${apis[api]?.base}/api/ussd/africastalking/${USSD_TOKEN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          sessionId: id,
          serviceCode: '*384*55#',
          phoneNumber,
          networkCode: '64502',
          text,
        }).toString(),
      }).then(async (res) => {
        expect(res.status).toBe(200);
        return res.text();
      });
    /** The JSON gateway: only the latest input, and the new-session flag. */
    const gw = (api: number, id: string, msisdn: string, input: string, newSession = false) =>
      fetch(`${apis[api]?.base}/api/ussd/gateway/${USSD_TOKEN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: id, msisdn, input, newSession }),
      }).then(async (res) => {
        expect(res.status).toBe(200);
        return (await res.json()) as { sessionId: string; message: string; action: 'CON' | 'END' };
      });
    const ussdPaymentsOf = (loanId: string) =>
      t.ctx.db
        .select()
        .from(payments)
        .where(and(eq(payments.loanId, loanId), like(payments.idempotencyKey, 'ussd:%')));

    beforeAll(async () => {
      if (!activeLoan) throw new Error('needs the loan the disbursement test paid out');
      const set = await call(second, '/api/me/ussd-pin', {
        method: 'PUT',
        token: activeLoan.token,
        body: { pin: PIN, password: activeLoan.password },
      });
      expect(set.status).toBe(200);
    });

    it("shows the balance behind the PIN over Africa's Talking", async () => {
      const { loanId, phone } = activeLoan as NonNullable<typeof activeLoan>;
      const id = sessionId('balance');
      expect(await at(first, id, phone, '')).toBe(
        'CON Kwacha Loans\n1 Balance\n2 Repay\n3 Loan status\n4 Last payments\n5 Language\n6 Help',
      );
      expect(await at(second, id, phone, '1')).toBe('CON Enter your 4-digit USSD PIN');
      const balance = await at(first, id, phone, `1*${PIN}`);
      expect(balance).toMatch(
        new RegExp(`^END Loan ${loanId.slice(0, 8)}: balance K[\\d,]+\\.\\d\\d\\. Next payment K`),
      );
      // The gateway retries the last step on the other process: the same answer.
      expect(await at(second, id, phone, `1*${PIN}`)).toBe(balance);
    });

    it('a session that timed out before the confirmation pays nothing; the borrower dials again and pays once', {
      timeout: 60_000,
    }, async () => {
      const { loanId, phone } = activeLoan as NonNullable<typeof activeLoan>;
      const before = await repaymentEntriesOf(t, loanId);
      // Africa's Talking: the borrower reaches the confirmation, then puts the phone down.
      const lapsed = sessionId('lapsed');
      await at(first, lapsed, phone, '');
      await at(second, lapsed, phone, '2');
      await at(first, lapsed, phone, `2*${PIN}`);
      expect(await at(second, lapsed, phone, `2*${PIN}*1`)).toMatch(/\n1 Confirm\n2 Cancel$/);
      // 180 seconds pass (the session's own deadline is moved, as the processes keep the real time).
      await t.ctx.db
        .update(ussdSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(ussdSessions.sessionId, `at:${lapsed}`));
      expect(await at(first, lapsed, phone, `2*${PIN}*1*1`)).toBe(
        'END Your session has ended. Please dial again.',
      );
      // Nothing was queued for the lapsed session: no prompt will reach the phone.
      const queued = await t.database.executeSql(
        `select 1 from pgboss.job where name = 'ussd.repayment' and data->>'sessionId' = 'at:${lapsed}'`,
      );
      expect(queued.rows).toEqual([]);

      // The JSON gateway: dialled again, the whole way through, each step on the other process.
      const again = sessionId('again');
      expect(await gw(second, again, phone, '*384*55#', true)).toMatchObject({ action: 'CON' });
      await gw(first, again, phone, '2');
      expect((await gw(second, again, phone, PIN)).message).toMatch(
        /^Pay how much on loan .{8}\?\n1 Next payment K/,
      );
      await gw(first, again, phone, '1');
      const started = await gw(second, again, phone, '1');
      expect(started.action).toBe('END');
      expect(started.message).toMatch(/^Payment of K[\d,.]+ started\./);
      // The aggregator retries the confirmation on the other process: the same answer, no second payment.
      expect(await gw(first, again, phone, '1')).toEqual(started);

      // The worker starts the payment (the simulator settles it) and the ledger takes it once.
      await expect
        .poll(async () => (await ussdPaymentsOf(loanId)).map((p) => [p.idempotencyKey, p.status]), {
          timeout: 40_000,
          interval: 250,
        })
        .toEqual([[`ussd:gw:${again}`, 'successful']]);
      expect(await repaymentEntriesOf(t, loanId)).toHaveLength(before.length + 1);
      await expectLedgerInvariants(t);
    });

    it('changes the language on one process, and the next session on the other answers in it', async () => {
      const { phone } = activeLoan as NonNullable<typeof activeLoan>;
      const id = sessionId('language');
      await gw(first, id, phone, '', true);
      await gw(second, id, phone, '5');
      expect((await gw(first, id, phone, '3')).message).toBe('Chilankhulo chanu tsopano ndi Chinyanja.');
      expect(
        (await at(second, sessionId('nyanja'), phone, '')).startsWith('CON Kwacha Loans\n1 Zotsala'),
      ).toBe(true);
      // Back to English through Africa's Talking, so the borrower's other tests read English.
      const back = sessionId('english');
      await at(first, back, phone, '');
      await at(second, back, phone, '5');
      expect(await at(first, back, phone, '5*1')).toBe('END Your language is now English.');
      expect(await at(second, sessionId('after'), phone, '')).toMatch(/^CON Kwacha Loans\n1 Balance/);
    });

    it('tells a number nobody registered how to register, on either gateway', async () => {
      const stranger = '+260979990123';
      expect(await at(first, sessionId('stranger'), stranger, '')).toBe(
        'END This number is not registered with Kwacha Loans. Register at http://app.test with this number.',
      );
      expect(await gw(second, sessionId('stranger'), stranger, '', true)).toMatchObject({
        action: 'END',
        message:
          'This number is not registered with Kwacha Loans. Register at http://app.test with this number.',
      });
    });
  });

  it('the worker sends the mail the API processes queue (no API process sends any)', {
    timeout: 60_000,
  }, async () => {
    const borrower = registrationPayload();
    const registered = await call(second, '/api/auth/register', { method: 'POST', body: borrower });
    expect(registered.status).toBe(201);
    const mail = await smtp.waitFor(borrower.email, 30_000);
    expect(mail.raw).toContain('verify-email?token=');
  });

  it('a scheduled job runs once per tick, however many workers there are', { timeout: 150_000 }, async () => {
    const second = startServer(env, [join(outDir, 'worker.js')]);
    try {
      // payment.reconcile is due every minute; both workers schedule it, and pg-boss keeps one per tick.
      const ticks = () =>
        t.database.executeSql(
          `select date_trunc('minute', created_on) as tick, count(*)::int as runs
           from pgboss.job where name = 'payment.reconcile' group by 1 order by 1`,
        );
      const startedAt = Date.now();
      await expect
        .poll(
          async () =>
            (await ticks()).rows.filter((r) => new Date(String(r.tick)).getTime() > startedAt).length,
          {
            timeout: 140_000,
            interval: 1_000,
          },
        )
        .toBeGreaterThanOrEqual(1);
      const runs = (await ticks()).rows.map((r) => Number(r.runs));
      expect(runs.length).toBeGreaterThan(0);
      expect(runs.every((n) => n === 1)).toBe(true);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('a worker killed in the middle of sending loses nothing: another one sends the message', {
    timeout: 90_000,
  }, async () => {
    // The SMTP server takes its time over each message, so the worker is caught with one in hand.
    smtp.delayMs = 4_000;
    const borrower = registrationPayload();
    expect((await call(first, '/api/auth/register', { method: 'POST', body: borrower })).status).toBe(201);
    const message = async () =>
      (await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.toAddress, borrower.email)))[0];
    await expect
      .poll(async () => (await message())?.claimedUntil ?? null, { timeout: 30_000 })
      .not.toBeNull();
    worker.child.kill('SIGKILL');
    await worker.exited;
    smtp.delayMs = 0;
    expect((await message())?.status).toBe('queued');
    // The dead sender's lease (five minutes) runs out…
    await t.ctx.db
      .update(emailMessages)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(emailMessages.toAddress, borrower.email));
    // …and the next worker sends it.
    worker = startServer(env, [join(outDir, 'worker.js')]);
    await expect.poll(async () => (await message())?.status, { timeout: 60_000, interval: 250 }).toBe('sent');
    expect(smtp.received.some((m) => m.to.includes(borrower.email))).toBe(true);
  });
});
