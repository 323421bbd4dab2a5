import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  disbursements,
  journalEntries,
  loanApplications,
  type PaymentCallback,
  paymentCallbacks,
  payments,
} from '@kwacha/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, expect } from 'vitest';
import type { Config } from '../../config';
import { confirm, initiated } from '../../modules/disbursements/testing/disbursement-test-helpers';
import { approveKycFor } from '../../modules/kyc/testing/approve-kyc';
import { expectLedgerInvariants } from '../../modules/ledger/testing/ledger-invariants';
import { borrowerLoan } from '../../modules/payments/testing/payment-test-helpers';
import { borrowerWithApplication } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** A callback as the relay received it from a fake provider, and what our app answered (when forwarded). */
export interface RelayedCallback {
  method: string;
  path: string;
  headers: Record<string, string>;
  rawBody: string;
  status: number | null;
}

// Hop-by-hop and framing headers are the relay's own; everything else (signatures!) passes through.
const NOT_FORWARDED = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/**
 * Stands between a fake provider and the app, which tests drive with `inject` rather than a socket: its
 * URL exists before the app does, so it can go into the app's configuration (MTN's X-Callback-Url). In
 * `forward` mode each callback is handed to the real app and the app's status goes back to the fake; in
 * `capture` mode it is only kept (answered 200), so the test decides when it arrives: later than the
 * outcome it announces, or fifty times at once.
 */
export class WebhookRelay {
  readonly received: RelayedCallback[] = [];
  mode: 'forward' | 'capture' = 'forward';
  private app: FastifyInstance | undefined;
  private server: Server | undefined;
  private base = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers)) {
          if (!NOT_FORWARDED.has(name) && typeof value === 'string') headers[name] = value;
        }
        const entry: RelayedCallback = {
          method: req.method ?? 'POST',
          path: req.url ?? '/',
          headers,
          rawBody: Buffer.concat(chunks).toString('utf8'),
          status: null,
        };
        void this.deliver(entry).then(
          (status) => {
            entry.status = status;
            this.received.push(entry);
            res.writeHead(status).end();
          },
          () => res.writeHead(502).end(),
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The public URL of one of our webhooks, e.g. `url('/api/webhooks/mtn')`. */
  url(path: string): string {
    return `${this.base}${path}`;
  }

  attach(app: FastifyInstance): void {
    this.app = app;
  }

  /** Waits until a callback naming `text` (our reference) has been received (and answered, if forwarded). */
  async waitFor(text: string, count = 1, timeoutMs = 10_000): Promise<RelayedCallback[]> {
    return eventually(() => {
      const found = this.received.filter((c) => c.rawBody.includes(text));
      if (found.length < count) throw new Error(`${found.length} of ${count} callbacks naming ${text}`);
      return found;
    }, timeoutMs);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async deliver(entry: RelayedCallback): Promise<number> {
    if (this.mode === 'capture' || !this.app) return 200;
    return (await replay(this.app, entry)).statusCode;
  }
}

/** Sends a captured callback into the app again, byte for byte. */
export function replay(app: FastifyInstance, callback: Omit<RelayedCallback, 'status'>) {
  return app.inject({
    method: callback.method as 'POST' | 'PUT',
    url: callback.path,
    headers: callback.headers,
    payload: callback.rawBody,
  });
}

/** Polls until `check` passes or `timeoutMs` elapses (then the last failure is thrown): no fixed sleeps. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

let subscriber = 0;
/**
 * A payer's wallet as the form sends it (digits only), unique per call so each gets its own scenario at
 * the fake: 096… is MTN, 097… Airtel (the Zambian number plan).
 */
export function wallet(operator: 'mtn' | 'airtel'): string {
  subscriber += 1;
  return `0${operator === 'mtn' ? '96' : '97'}${String(subscriber).padStart(4, '0')}555`;
}

/** The same wallet in E.164, as our rows store it and as the fakes key scenarios. */
export const e164 = (phone: string) => `+260${phone.slice(1)}`;

export async function paymentByReference(t: TestApp, reference: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
}

export function callbacksNaming(t: TestApp, reference: string): Promise<PaymentCallback[]> {
  return t.ctx.db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.reference, reference))
    .orderBy(asc(paymentCallbacks.id));
}

export async function repaymentEntriesOf(t: TestApp, loanId: string) {
  return t.ctx.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'repayment')));
}

export async function loanStatus(t: TestApp, loanId: string) {
  const [row] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
  return row?.status;
}

/** The loan's newest disbursement. */
export async function disbursementOf(t: TestApp, loanId: string) {
  const [row] = await t.ctx.db
    .select()
    .from(disbursements)
    .where(eq(disbursements.loanId, loanId))
    .orderBy(desc(disbursements.createdAt))
    .limit(1);
  if (!row) throw new Error(`no disbursement for ${loanId}`);
  return row;
}

/**
 * An approved K1,000 loan of a verified borrower, paid out to their own wallet on `operator` (who
 * registered with that number). The status is set directly: approval is tested elsewhere.
 */
export async function approvedLoanToWallet(t: TestApp, operator: 'mtn' | 'airtel') {
  const phone = e164(wallet(operator));
  const { borrower, loanId } = await borrowerWithApplication(
    t,
    { phoneNumber: phone },
    { payout: { disbursementMethod: 'mobile_money', mobileMoneyProvider: operator } },
  );
  await t.ctx.db.update(loanApplications).set({ status: 'approved' }).where(eq(loanApplications.id, loanId));
  // Money moves only to a borrower whose identity documents are approved (docs/product.md §20.5).
  await approveKycFor(t.ctx, borrower.userId);
  return { borrower, loanId, phone };
}

/** The admin's two steps: initiate (the code is e-mailed) and confirm with it. */
export async function disburse(t: TestApp, admin: { token: string; email: string }, loanId: string) {
  const { transactionId, otp } = await initiated(t, admin, loanId);
  const res = await confirm(t, admin.token, loanId, transactionId, otp);
  return { transactionId, res };
}

/**
 * The app of a provider's integration suite: on the suite's clock, the simulator settling `delayMs` after
 * a payout, the channels in `overrides` routed to the provider under test (configured by `env`, pointing
 * at its fake), and callbacks reaching it through `relay`.
 */
export async function providerTestApp(
  relay: WebhookRelay,
  options: {
    clock: { now: () => Date };
    delayMs: number;
    overrides: Config['paymentProviderOverrides'];
    env: Record<string, string>;
  },
): Promise<TestApp> {
  const t = await createTestApp({
    now: options.clock.now,
    config: {
      simulatorDelayMs: options.delayMs,
      paymentProviderOverrides: options.overrides,
      providerEnv: options.env,
    },
  });
  relay.attach(t.app);
  return t;
}

/**
 * A provider suite's hooks: after each test the relay forwards again and the ledger still balances; after
 * all, the app, the fake and the relay close (whichever `beforeAll` got as far as starting).
 */
export function closeProviderSuite(
  parts: () => { t?: TestApp; fake?: { close(): Promise<void> }; relay?: WebhookRelay },
): void {
  afterEach(async () => {
    const { t, relay } = parts();
    if (relay) relay.mode = 'forward';
    if (t) await expectLedgerInvariants(t);
  });
  afterAll(async () => {
    const { t, fake, relay } = parts();
    await t?.close();
    await fake?.close();
    await relay?.close();
  });
}

// K1,000 over 6 months (the personal product): K1,089.30 in all.
export const TOTAL_DUE = 1089.3;
/** SPEC's text for a payer without the money, which every provider's refusal must come back as. */
export const INSUFFICIENT_FUNDS =
  'Payment could not be completed: the payer mobile account has insufficient funds. Please top up and try again.';

/** What the borrower still owes on the loan, as their own loan page shows it. */
export async function outstandingBalance(t: TestApp, token: string, loanId: string): Promise<number> {
  return (await borrowerLoan(t, token, loanId)).outstandingBalance as number;
}

/**
 * A K100 repayment booked once from its one callback: the payment successful, the callback (as `callback`
 * adds) believed and applied, K989.30 left to pay and one repayment entry in the ledger.
 */
export async function expectAppliedOnce(
  t: TestApp,
  payment: { reference: string; loanId: string; token: string },
  callback: Partial<PaymentCallback>,
): Promise<void> {
  expect(await paymentByReference(t, payment.reference)).toMatchObject({ status: 'successful' });
  expect(await callbacksNaming(t, payment.reference)).toEqual([
    expect.objectContaining({
      ...callback,
      claimedState: 'successful',
      believedState: 'successful',
      result: 'applied',
    }),
  ]);
  // 1,089.30 − 100.00
  expect(await outstandingBalance(t, payment.token, payment.loanId)).toBe(989.3);
  expect(await repaymentEntriesOf(t, payment.loanId)).toHaveLength(1);
}

/**
 * The same captured callback sent into the app 50 times at once: every one answered 200, exactly one
 * applied and the rest ignored, so one repayment entry in the ledger and K989.30 left to pay.
 */
export async function expectFiftyAtOnceAppliedOnce(
  t: TestApp,
  callback: RelayedCallback,
  payment: { reference: string; loanId: string; token: string },
): Promise<void> {
  const answers = await Promise.all(Array.from({ length: 50 }, () => replay(t.app, callback)));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
  const results = (await callbacksNaming(t, payment.reference)).map((c) => c.result);
  expect(results).toHaveLength(50);
  expect(results.filter((r) => r === 'applied')).toHaveLength(1);
  expect(results.filter((r) => r !== 'applied' && r !== 'ignored')).toEqual([]);
  expect(await repaymentEntriesOf(t, payment.loanId)).toHaveLength(1);
  expect(await outstandingBalance(t, payment.token, payment.loanId)).toBe(989.3);
}
