import { payments, users } from '@kwacha/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { activeLoan, testClock } from '../payments/testing/payment-test-helpers';
import { USSD_REPAYMENT_JOB } from './ussd-repayment.jobs';

const TOKEN = 'ussd-callback-token-0123456789-abcdef';
const DELAY_MS = 5000;
const PIN = '4826';

describe('USSD menu through both gateways', () => {
  let t: TestApp;
  let second: TestApp;
  const clock = testClock();
  const config = {
    simulatorDelayMs: DELAY_MS,
    ussd: { callbackToken: TOKEN, allowedIps: [], supportContact: '+260 211 000 000' },
  };
  let sequence = 0;

  /** One Africa's Talking step: the session's inputs so far, joined with `*`. */
  const at = (app: TestApp, sessionId: string, phoneNumber: string, text: string, token = TOKEN) =>
    app.app.inject({
      method: 'POST',
      url: `/api/ussd/africastalking/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        sessionId,
        serviceCode: '*384*55#',
        phoneNumber,
        networkCode: '64502',
        text,
      }).toString(),
    });
  /** One JSON gateway step: only the latest input. */
  const gw = (app: TestApp, sessionId: string, msisdn: string, input: string, newSession = false) =>
    app.app.inject({
      method: 'POST',
      url: `/api/ussd/gateway/${TOKEN}`,
      payload: { sessionId, msisdn, input, newSession },
    });
  const setPin = (token: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/ussd-pin',
      headers: { 'x-auth-token': token },
      payload: body,
    });

  async function borrowerWithPin() {
    const ready = await activeLoan(t, clock, DELAY_MS);
    const res = await setPin(ready.borrower.token, { pin: PIN, password: ready.borrower.password });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, ready.borrower.userId));
    return { ...ready, phone: row?.phoneNumber ?? '' };
  }
  const session = () => {
    sequence += 1;
    return `s-${process.pid}-${sequence}`;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { ...testConfig(), ...config } });
    // A second API on the same database: any process answers any step.
    second = await createTestApp({
      now: clock.now,
      database: t.database,
      config: { ...testConfig(), ...config },
    });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it("shows the balance behind the PIN over Africa's Talking, each step on either process", async () => {
    const { phone, loanId } = await borrowerWithPin();
    const id = session();
    const first = await at(t, id, phone, '');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain/);
    expect(first.body).toBe(
      'CON Kwacha Loans\n1 Balance\n2 Repay\n3 Loan status\n4 Last payments\n5 Language\n6 Help',
    );
    expect((await at(second, id, phone, '1')).body).toBe('CON Enter your 4-digit USSD PIN');
    const balance = await at(t, id, phone, `1*${PIN}`);
    expect(balance.body).toMatch(
      new RegExp(`^END Loan ${loanId.slice(0, 8)}: balance K[\\d,]+\\.\\d\\d\\. Next payment K`),
    );
    // The gateway retries the last step: the same answer, nothing done again.
    expect((await at(second, id, phone, `1*${PIN}`)).body).toBe(balance.body);
  });

  it('repays the next instalment through the JSON gateway exactly once', async () => {
    const { phone, loanId, borrower } = await borrowerWithPin();
    const id = session();
    expect((await gw(t, id, phone, '*384*55#', true)).json()).toMatchObject({ sessionId: id, action: 'CON' });
    await gw(second, id, phone, '2');
    const menu = await gw(t, id, phone, PIN);
    expect(menu.json().message).toMatch(/^Pay how much on loan .{8}\?\n1 Next payment K/);
    const confirm = await gw(second, id, phone, '1');
    expect(confirm.json().message).toMatch(/from 097\*+\d\d\?\n1 Confirm\n2 Cancel$/);
    const started = await gw(t, id, phone, '1');
    expect(started.json()).toMatchObject({ action: 'END' });
    expect(started.json().message).toMatch(/^Payment of K[\d,.]+ started\./);
    // The same confirmation again (a retry) queues nothing more.
    await gw(second, id, phone, '1');

    const queued = await t.ctx.database.executeSql(
      `select data from pgboss.job where name = '${USSD_REPAYMENT_JOB}' and data->>'sessionId' = 'gw:${id}'`,
    );
    expect(queued.rows).toHaveLength(1);
    const job = queued.rows[0]?.data as object;
    await t.ctx.jobs.runNow(USSD_REPAYMENT_JOB, job);
    await t.ctx.jobs.runNow(USSD_REPAYMENT_JOB, job); // a retried job is the same payment
    const made = await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      userId: borrower.userId,
      idempotencyKey: `ussd:gw:${id}`,
      purpose: 'repayment',
    });
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: made[0]?.id });
    const [settled] = await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId));
    expect(settled?.status).toBe('successful');
  });

  it('tells an unknown number how to register, and a borrower without a PIN to set one', async () => {
    const unknown = await at(t, session(), '+260979999001', '');
    expect(unknown.body).toBe(
      'END This number is not registered with Kwacha Loans. Register at http://app.test with this number.',
    );
    const borrower = await verifiedBorrower(t);
    const noPin = await at(t, session(), borrower.phoneNumber, '');
    expect(noPin.body).toBe(
      'END Set a 4-digit USSD PIN on your profile at http://app.test to use this menu.',
    );
  });

  it('locks after five wrong PINs until a new PIN is set on the web', async () => {
    const { phone, borrower } = await borrowerWithPin();
    const id = session();
    await at(t, id, phone, '');
    let text = '1';
    await at(t, id, phone, text);
    const answers: string[] = [];
    for (const wrong of ['1111', '2222', '3333', '4444', '5555']) {
      text = `${text}*${wrong}`;
      answers.push((await at(t, id, phone, text)).body);
    }
    expect(answers[0]).toBe('CON Wrong PIN. Tries left: 4. Enter your 4-digit USSD PIN');
    expect(answers[4]).toMatch(/^END Too many wrong PINs\./);
    expect((await at(t, session(), phone, '')).body).toMatch(/^END Too many wrong PINs\./);
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/me/ussd-pin',
      headers: { 'x-auth-token': borrower.token },
    });
    expect(state.json().data.status).toBe('locked');
    await setPin(borrower.token, { pin: '5390', password: borrower.password });
    expect((await at(t, session(), phone, '')).body).toMatch(/^CON Kwacha Loans/);
  });

  it('closes the menu when the registered number changes, until the PIN is set again', async () => {
    const { phone, borrower } = await borrowerWithPin();
    const newNumber = `+26096${String(Date.now()).slice(-7)}`;
    await t.ctx.db.update(users).set({ phoneNumber: newNumber }).where(eq(users.id, borrower.userId));
    expect((await at(t, session(), newNumber, '')).body).toMatch(/^END Set a 4-digit USSD PIN/);
    expect((await at(t, session(), phone, '')).body).toMatch(/^END This number is not registered/);
  });

  it('ends a session whose next step comes after 180 seconds', async () => {
    const { phone } = await borrowerWithPin();
    const id = session();
    await at(t, id, phone, '');
    clock.advance(181_000);
    expect((await at(t, id, phone, '1')).body).toBe('END Your session has ended. Please dial again.');
  });

  it('changes the language and answers the next session in it', async () => {
    const { phone } = await borrowerWithPin();
    const id = session();
    await gw(t, id, phone, '', true);
    await gw(t, id, phone, '5');
    expect((await gw(t, id, phone, '3')).json().message).toBe('Chilankhulo chanu tsopano ndi Chinyanja.');
    expect((await gw(t, session(), phone, '', true)).json().message).toMatch(/^Kwacha Loans\n1 Zotsala/);
  });

  it('refuses a wrong token or a malformed body, and an address not allowed', async () => {
    expect((await at(t, session(), '+260971234567', '', 'wrong-token')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/ussd/gateway/${TOKEN}`,
      payload: { sessionId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const { ussd } = t.ctx.config;
    t.ctx.config.ussd = { ...ussd, allowedIps: ['10.9.8.7'] };
    try {
      expect((await at(t, session(), '+260971234567', '')).statusCode).toBe(404);
    } finally {
      t.ctx.config.ussd = ussd;
    }
    expect((await at(t, session(), '+260971234567', '')).statusCode).toBe(200);
  });

  it('checks the PIN request: the password, four digits, not too easy', async () => {
    const borrower = await verifiedBorrower(t);
    expect((await setPin(borrower.token, { pin: '12a4', password: borrower.password })).statusCode).toBe(400);
    const easy = await setPin(borrower.token, { pin: '1234', password: borrower.password });
    expect(easy.statusCode).toBe(400);
    expect(easy.json().message).toBe(
      'Choose a PIN that is not four of the same digit or a run such as 1234.',
    );
    expect((await setPin(borrower.token, { pin: '5390', password: 'not-the-password' })).statusCode).toBe(
      400,
    );
    const set = await setPin(borrower.token, { pin: '5390', password: borrower.password });
    expect(set.json()).toMatchObject({ data: { status: 'set' } });
    const stored = await t.ctx.database.executeSql(
      `select pin_hash from ussd_pins where user_id = '${borrower.userId}'`,
    );
    expect(String(stored.rows[0]?.pin_hash)).toMatch(/^\$argon2id\$/);
  });

  it("shows staff a borrower's sessions without what was typed; a borrower cannot see them", async () => {
    const { phone, borrower } = await borrowerWithPin();
    const id = session();
    await at(t, id, phone, '');
    await at(t, id, phone, '1');
    await at(t, id, phone, `1*${PIN}`);
    const superuser = await signedInStaff(t, 'superuser');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${borrower.userId}/ussd-sessions`,
      headers: { 'x-auth-token': superuser.token },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ gateway: 'africastalking', steps: 2, outcome: 'balance' });
    expect(JSON.stringify(list.json())).not.toContain(PIN);
    const asBorrower = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${borrower.userId}/ussd-sessions`,
      headers: { 'x-auth-token': borrower.token },
    });
    expect(asBorrower.statusCode).toBe(403);
    const rows = await t.ctx.db.execute(
      sql`select state::text as state from ussd_sessions where session_id = ${`at:${id}`}`,
    );
    expect(JSON.stringify(rows)).not.toContain(PIN);
  });
});
