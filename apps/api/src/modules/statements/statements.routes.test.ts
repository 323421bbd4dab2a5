import { randomUUID } from 'node:crypto';
import {
  auditEvents,
  disbursements,
  journalEntries,
  journalLines,
  payments,
  RECEIVABLE_ACCOUNTS,
} from '@kwacha/db';
import { formatKwacha } from '@kwacha/shared/money/money';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import {
  activeLoan,
  borrowerLoan,
  DAY_MS,
  pay,
  payerPhone,
  testClock,
} from '../payments/testing/payment-test-helpers';
import { runDailyServicing } from '../servicing/servicing.service';
import { SIMULATED_SUFFIX } from './statement-lines';
import { pdfText } from './testing/pdf-text';

const DELAY_MS = 5000;
/** A PDF's text on one line: a description the table wraps reads whole again. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

// Each loan is paid out on 21 November 2026 at 12:00 in Lusaka (K1,000 over 6 months at 2.5%: K950.00 sent
// and a K50.00 service fee; K1,089.30 owed, principal and interest); instalment 1 of K181.55 is due on
// 21 December.
describe('statements, receipts and clearance letters', () => {
  let t: TestApp;
  const clock = testClock();
  const signIn = (person: { email: string; password: string }) =>
    loginToken(t, person.email, person.password);
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
  const newLoan = async () => {
    clock.set('2026-11-21T10:00:00Z');
    return activeLoan(t, clock, DELAY_MS);
  };
  /** A payment confirmed by the simulator; its id and reference. */
  const settle = async (token: string, loanId: string, amount: string, phone = payerPhone()) => {
    const res = await pay(t, token, { loanId, amount, phone });
    expect(res.statusCode).toBe(201);
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
    return res.json().data as { id: string; reference: string };
  };
  /** What the ledger itself says the borrower owed before `until`: Σ (debit − credit) of receivable lines. */
  const ledgerOwed = async (loanId: string, until: Date) => {
    const [row] = await t.ctx.db
      .select({ owed: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        and(
          eq(journalLines.loanId, loanId),
          inArray(journalLines.account, [...RECEIVABLE_ACCOUNTS]),
          lt(journalEntries.createdAt, until),
        ),
      );
    return Number(row?.owed);
  };
  /** Ngwee the loan's disbursement entry credited to each account other than the receivables. */
  const disbursementCredits = async (loanId: string) => {
    const rows = await t.ctx.db
      .select({ account: journalLines.account, credit: journalLines.credit })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'disbursement')));
    return Object.fromEntries(rows.filter((r) => r.credit > 0).map((r) => [r.account, r.credit]));
  };
  const disbursementTransactionId = async (loanId: string) => {
    const [row] = await t.ctx.db
      .select({ id: disbursements.transactionId })
      .from(disbursements)
      .where(eq(disbursements.loanId, loanId));
    return row?.id;
  };
  /** A loan with a disbursement, a payment, a late fee and a second payment. */
  const loanWithHistory = async () => {
    const loan = await newLoan();
    clock.set('2026-11-25T08:00:00Z');
    const first = await settle(await signIn(loan.borrower), loan.loanId, '50.00');
    clock.set('2026-12-25T04:00:00Z'); // 06:00 in Lusaka: instalment 1 is more than 3 days late
    await runDailyServicing(t.ctx);
    clock.set('2026-12-28T08:00:00Z');
    const second = await settle(await signIn(loan.borrower), loan.loanId, '100.00', '0971234523');
    return { ...loan, first, second };
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it("a statement's balances and lines add up to the ledger, for the whole loan and for a period", async () => {
    const { loanId, borrower, first, second } = await loanWithHistory();
    const disbursementReference = await disbursementTransactionId(loanId);
    clock.set('2027-01-05T08:00:00Z');
    const token = await signIn(borrower);

    const whole = await get(`/api/loan-applications/${loanId}/statement.pdf`, token);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['cache-control']).toBe('no-store');
    expect(whole.headers['content-disposition']).toBe(
      `attachment; filename="kwacha-statement-${loanId.slice(0, 8)}-2026-11-21-to-2027-01-05.pdf"`,
    );
    const { text } = await pdfText(whole.rawPayload);
    const owedNow = await ledgerOwed(loanId, clock.now());
    // 1,089.30 owed − 50.00 + the late fee on instalment 1 − 100.00.
    const [fee] = await t.ctx.db
      .select({ amount: journalLines.debit })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        and(
          eq(journalEntries.loanId, loanId),
          eq(journalEntries.kind, 'late_fee'),
          eq(journalLines.account, 'loan_penalty'),
        ),
      );
    const lateFee = fee?.amount ?? 0;
    expect(lateFee).toBeGreaterThan(0);
    expect(owedNow).toBe(108_930 - 5_000 + lateFee - 10_000);
    const missing = (texts: string[]) => texts.filter((expected) => !text.includes(expected));
    expect(
      missing([
        'Loan statement',
        loanId,
        'Personal Loan',
        'K1,000.00',
        '6 months',
        '21 November 2026 to 5 January 2027',
        'Opening balance',
        'K0.00',
        'Payment received',
        first.reference,
        'K50.00',
        'K1,039.30',
        'Late fee on instalment 1',
        formatKwacha(lateFee),
        second.reference,
        'K100.00',
        'Closing balance',
        formatKwacha(owedNow),
        formatKwacha(108_930 + lateFee), // total debits
        'K150.00', // total credits
      ]),
    ).toEqual([]);
    // The payout by line, from the disbursement entry's own credits: what was sent, the service fee kept
    // back and the interest scheduled, each a debit with the balance after it. 950.00 + 50.00 = 1,000.00
    // borrowed; + 89.30 interest = 1,089.30, the balance after the entry as the ledger has it.
    const payout = await disbursementCredits(loanId);
    expect(payout).toEqual({ cash_disbursed_simulator: 95_000, income_fee: 5_000, unearned_interest: 8_930 });
    expect(await ledgerOwed(loanId, new Date('2026-11-22T00:00:00Z'))).toBe(108_930);
    expect(oneLine(text)).toContain(
      `21 Nov 2026 Paid out to you${SIMULATED_SUFFIX} ${disbursementReference} K950.00 K950.00 ` +
        '21 Nov 2026 Service fee K50.00 K1,000.00 ' +
        '21 Nov 2026 Interest scheduled over the loan K89.30 K1,089.30 ' +
        `25 Nov 2026 Payment received${SIMULATED_SUFFIX} ${first.reference} K50.00 K1,039.30`,
    );
    expect(text).not.toContain('Loan paid out');

    // December only: opening is what was owed at the end of 30 November, closing at the end of 31 December.
    const december = await get(
      `/api/loan-applications/${loanId}/statement.pdf?from=2026-12-01&to=2026-12-31`,
      token,
    );
    expect(december.statusCode).toBe(200);
    const dec = (await pdfText(december.rawPayload)).text;
    const opening = await ledgerOwed(loanId, new Date('2026-12-01T00:00:00+02:00'));
    const closing = await ledgerOwed(loanId, new Date('2027-01-01T00:00:00+02:00'));
    expect(opening).toBe(108_930 - 5_000);
    // Closing − opening is the sum of the period's lines: + the late fee − the 100.00 payment.
    expect(closing - opening).toBe(lateFee - 10_000);
    expect(dec).toContain('1 December 2026 to 31 December 2026');
    expect(dec).toContain(formatKwacha(opening));
    expect(dec).toContain(formatKwacha(closing));
    expect(dec).toContain(second.reference);
    expect(dec).not.toContain(first.reference);
    expect(dec).not.toContain('Paid out to you');
    expect(dec).not.toContain('Service fee');

    // Staff read the same statement for any borrower; the download is audited.
    const admin = await signedInStaff(t, 'admin');
    const staff = await get(
      `/api/loan-applications/admin/${loanId}/statement.pdf?from=2026-12-01&to=2026-12-31`,
      admin.token,
    );
    expect(staff.statusCode).toBe(200);
    expect((await pdfText(staff.rawPayload)).text).toBe(dec);
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'statement.downloaded'));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        loanId,
        entityType: 'loan',
        entityId: loanId,
        after: { from: '2026-12-01', to: '2026-12-31' },
      }),
    ]);
  });

  it('a receipt for each successful payment, with the balance after it; none for a payment not received', async () => {
    const { loanId, borrower, first, second } = await loanWithHistory();
    const token = await signIn(borrower);

    const res = await get(`/api/payments/${second.id}/receipt.pdf`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kwacha-receipt-${second.reference}.pdf"`,
    );
    const { text } = await pdfText(res.rawPayload);
    const owedAfter = await ledgerOwed(loanId, new Date('2026-12-29T00:00:00Z'));
    for (const expected of [
      'Payment receipt',
      second.reference,
      'K100.00',
      '28 December 2026, 10:00', // 08:00 UTC is 10:00 in Lusaka (settled DELAY_MS later, same minute)
      loanId.slice(0, 8),
      'Personal Loan',
      'MTN 097•••••23',
      formatKwacha(owedAfter),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('0971234523');

    // The first receipt shows the balance right after it, not today's.
    const earlier = (await pdfText((await get(`/api/payments/${first.id}/receipt.pdf`, token)).rawPayload))
      .text;
    expect(earlier).toContain('K1,039.30');

    // A refused payment has no receipt (409); another borrower's payment, or none, is not found.
    const refused = await pay(t, token, { loanId, amount: '20.00', phone: payerPhone('0000') });
    expect(refused.statusCode).toBe(422);
    const [failed] = await t.ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.loanId, loanId), eq(payments.status, 'failed')));
    const notReceived = await get(`/api/payments/${failed?.id}/receipt.pdf`, token);
    expect(notReceived.statusCode).toBe(409);
    expect(notReceived.json().message).toBe('A receipt is only available for a payment we have received.');
    const stranger = await verifiedBorrower(t);
    for (const id of [second.id, randomUUID(), 'not-a-payment']) {
      const other = await get(`/api/payments/${id}/receipt.pdf`, stranger.token);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Payment not found.');
    }

    const admin = await signedInStaff(t, 'superuser');
    const staff = await get(`/api/payments/admin/${second.id}/receipt.pdf`, admin.token);
    expect(staff.statusCode).toBe(200);
    expect((await get(`/api/payments/admin/${second.id}/receipt.pdf`, token)).statusCode).toBe(403);
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'receipt.downloaded'), eq(auditEvents.entityId, second.id)));
    expect(audit).toMatchObject({ actorId: admin.id, loanId, after: { reference: second.reference } });
  });

  it('a clearance letter only once the loan is paid, dated the last payment', async () => {
    const loan = await newLoan();
    const early = await get(
      `/api/loan-applications/${loan.loanId}/clearance-letter.pdf`,
      await signIn(loan.borrower),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This loan is not fully repaid yet.');

    clock.set('2026-12-10T21:30:00Z'); // 23:30 in Lusaka on 10 December
    const token = await signIn(loan.borrower);
    const owed = (await borrowerLoan(t, token, loan.loanId)).outstandingBalance as number;
    await settle(token, loan.loanId, owed.toFixed(2));
    clock.set('2026-12-20T08:00:00Z');
    const after = await signIn(loan.borrower);
    expect((await borrowerLoan(t, after, loan.loanId)).status).toBe('paid');

    const res = await get(`/api/loan-applications/${loan.loanId}/clearance-letter.pdf`, after);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kwacha-clearance-letter-${loan.loanId.slice(0, 8)}.pdf"`,
    );
    const { text } = await pdfText(res.rawPayload);
    expect(text.replace(/\s+/g, ' ')).toContain(
      `This letter confirms that your loan ${loan.loanId.slice(0, 8)} (Personal Loan) of K1,000.00 was repaid in full on 10 December 2026. Nothing is owed on this loan.`,
    );
    expect(text).toContain('20 December 2026'); // issued on

    const stranger = await verifiedBorrower(t);
    expect(
      (await get(`/api/loan-applications/${loan.loanId}/clearance-letter.pdf`, stranger.token)).statusCode,
    ).toBe(404);
    const admin = await signedInStaff(t, 'admin');
    expect(
      (await get(`/api/loan-applications/admin/${loan.loanId}/clearance-letter.pdf`, admin.token)).statusCode,
    ).toBe(200);
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'clearance_letter.downloaded'), eq(auditEvents.loanId, loan.loanId)));
    expect(audits).toHaveLength(1);
  });

  it('an early payoff: the interest waived is a credit line, the statement closes at zero, the letter is issued', async () => {
    const loan = await newLoan();
    clock.set('2026-12-05T09:00:00Z'); // 11:00 in Lusaka
    const token = await signIn(loan.borrower);
    const quote = await get(`/api/loan-applications/${loan.loanId}/payoff-quote`, token);
    expect(quote.statusCode).toBe(200);
    const { total, interestWaived } = quote.json().data as { total: number; interestWaived: number };
    const res = await pay(t, token, { loanId: loan.loanId, amount: total.toFixed(2), purpose: 'payoff' });
    expect(res.statusCode).toBe(201);
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
    expect((await borrowerLoan(t, token, loan.loanId)).status).toBe('paid');

    const statement = await get(`/api/loan-applications/${loan.loanId}/statement.pdf`, token);
    expect(statement.statusCode).toBe(200);
    const { text } = await pdfText(statement.rawPayload);
    expect(await ledgerOwed(loan.loanId, new Date(clock.now().getTime() + 1))).toBe(0);
    // 1,089.30 owed = the payoff paid + the interest waived.
    expect(Math.round(total * 100) + Math.round(interestWaived * 100)).toBe(108_930);
    const paid = Math.round(total * 100);
    const waived = Math.round(interestWaived * 100);
    // Paid out 950.00, fee 50.00 and interest 89.30 are the debits (1,089.30); the payoff and the interest
    // waived the credits, and the balance after the waiver is the ledger's: nothing.
    expect(oneLine(text)).toContain(
      `5 Dec 2026 Payment received${SIMULATED_SUFFIX} ${res.json().data.reference} ${formatKwacha(paid)} ` +
        `${formatKwacha(108_930 - paid)} ` +
        `5 Dec 2026 Interest waived (early payoff) ${formatKwacha(waived)} K0.00 ` +
        `5 Dec 2026 Closing balance K1,089.30 ${formatKwacha(paid + waived)} K0.00`,
    );
    const letter = await get(`/api/loan-applications/${loan.loanId}/clearance-letter.pdf`, token);
    expect(letter.statusCode).toBe(200);
    const words = oneLine((await pdfText(letter.rawPayload)).text);
    expect(words).toContain('repaid in full on 5 December 2026');
    // What the borrower received, was charged, was let off and paid, by line: 950.00 + 50.00 + 89.30
    // scheduled interest − the interest waived = what was repaid.
    expect(words).toContain(
      `Amount borrowed K1,000.00 Paid out to you K950.00${SIMULATED_SUFFIX} Service fee K50.00 ` +
        `Interest waived ${formatKwacha(waived)} (early payoff) Repaid in all ${formatKwacha(paid)} ` +
        'Repaid in full on 5 December 2026 Balance K0.00',
    );
  });

  it("refuses bad periods with 400, another borrower's loan with 404, and keeps a busy loan's statement small", async () => {
    const loan = await newLoan();
    const token = await signIn(loan.borrower);
    const url = `/api/loan-applications/${loan.loanId}/statement.pdf`;
    for (const [query, message] of [
      ['?from=2026-02-30', 'Use a date like 2026-11-21.'],
      ['?to=yesterday', 'Use a date like 2026-11-21.'],
      ['?from=2026-12-01&to=2026-11-30', 'The start date must be on or before the end date.'],
      ['?from=2016-01-01&to=2026-12-31', 'A statement can cover at most 10 years.'],
      ['?from=2027-01-01', 'The start date must be on or before the end date.'], // after today
      ['?from=2026-11-01&colour=red', undefined],
    ] as const) {
      const res = await get(`${url}${query}`, token);
      expect(res.statusCode, query).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await get(`${url}?from=2016-12-01&to=2026-11-30`, token)).statusCode).toBe(200);

    const stranger = await verifiedBorrower(t);
    for (const id of [loan.loanId, randomUUID(), 'nope']) {
      const res = await get(`/api/loan-applications/${id}/statement.pdf`, stranger.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Loan not found.');
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(`/api/loan-applications/admin/${loan.loanId}/statement.pdf`, token)).statusCode).toBe(
      403,
    );

    // Twelve payments, as many lines as a 12-month loan repaid monthly: still small for a slow phone.
    clock.set('2026-11-25T08:00:00Z');
    for (let n = 0; n < 12; n += 1) {
      clock.advance(DAY_MS);
      await settle(await signIn(loan.borrower), loan.loanId, '10.00');
    }
    const busy = await get(url, await signIn(loan.borrower));
    expect(busy.statusCode).toBe(200);
    expect(busy.rawPayload.length).toBeLessThan(30 * 1024);
    expect((await pdfText(busy.rawPayload)).text.match(/PAY-/g)).toHaveLength(12);
  });
});
