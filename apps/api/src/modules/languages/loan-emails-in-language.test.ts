import { disbursements, notifications } from '@kwacha/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, latestEmail, loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DISBURSEMENT_CHECK_JOB } from '../disbursements/settlement';
import {
  confirm,
  initiated,
  loanReadyToDisburse,
  walletNumber,
} from '../disbursements/testing/disbursement-test-helpers';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { pay, payerPhone, testClock } from '../payments/testing/payment-test-helpers';
import { runDailyServicing } from '../servicing/servicing.service';
import { setUserLanguage } from '../users/users.repository';

/**
 * A loan's e-mails and notifications for a borrower whose users.language is Bemba or Nyanja
 * (docs/product.md §22): the decision, the payout (and a failed one), payments, the reminders, the overdue
 * notice and the repaid receipt. English is what each module's own tests assert, unchanged.
 */
const EXPECTED = {
  bem: {
    hello: 'Mulishani Mwila,',
    footer: 'Mulepokelela iyi imeli pa mulandu wa akaunti yenu iyo mukwete na ifwe.',
    approvedSubject: 'Ipepo lyenu lya ngongole lyasuminishiwa',
    approvedFirst: (id: string) =>
      `Amashiwi ayasuma: ipepo lyenu lya Personal Loan ${id} lya K1,000.00 pa myeshi 6 lyasuminishiwa.`,
    approvedNotice: (id: string) => `Ipepo lyenu lya ngongole ${id} lya K1,000.00 lyasuminishiwa.`,
    remarks: 'Ifyalembwapo: Zzq good record.',
    rejectedSubject: 'Ipepo lyenu lya ngongole talyasuminishiwe',
    rejectedNotice: (id: string) => `Ipepo lyenu lya ngongole ${id} lya K1,000.00 talyasuminishiwe.`,
    paidOutSubject: 'Ingongole yenu yatumwa',
    paidOut: (to: string) => `Ingongole yenu yatumwa: twatuma K950.00 ku ${to}.`,
    firstInstalment:
      'Ulubali lwenu ulwa kulipila ulwa kubalilapo ulwa K181.55 lulingile ukulipilwa pa 21 Disemba 2026.',
    payoutFailedNotice: (to: string) =>
      `Tatwapwilile ukutuma ingongole yenu ku ${to}: Payee not found. Abakabungwe kesu bakalolesha kabili bakesha na kabili.`,
    paymentReceived: (reference: string) =>
      `Twapokelela ubulipilo bwenu bwa K100.00 (${reference}). Ifyashalapo pa ngongole yenu ni K989.30.`,
    paymentFailed: (reference: string) =>
      `Ubulipilo bwenu bwa K50.00 (${reference}) tabwapitile: Payment declined by the payer.`,
    before3Subject: 'Ulubali lwenu lwa kulipila ingongole lulingile ukulipilwa mu nshiku 3',
    before3: (id: string) =>
      `Ulubali lwa kulipila 1 ulwa ngongole yenu ${id} lulingile ukulipilwa pa 21 Disemba 2026: K81.55.`,
    after1Subject: 'Ulubali lwenu lwa kulipila ingongole lwachelwa ubushiku 1',
    after1Fee:
      'nga papita inshiku 3 ukufuma pa bushiku bwa kulipila, icilipilwa ca kuchelwa ica muku umo ica 5%',
    overdueNotice:
      'Ingongole yenu yachelwa: ulubali lwa kulipila ulwali ulwa pa 21 Disemba 2026 talulalipilwa. Nomba mulingile ukulipila K85.63, ukusanshako ne cilipilwa ca kuchelwa.',
    repaidSubject: 'Icishininkisho: ingongole yenu yapwa ukulipilwa',
    repaidFirst: (amount: string, reference: string) =>
      `Twapokelela ubulipilo bwenu bwa ${amount} pa 25 Disemba 2026 (inambala ${reference}).`,
    repaidNotice: (amount: string, reference: string) =>
      `Twapokelela ubulipilo bwenu bwa ${amount} (${reference}). Ingongole yenu yapwa ukulipilwa. Natotela!`,
  },
  ny: {
    hello: 'Muli bwanji Mwila,',
    footer: 'Mukulandira imelo iyi chifukwa cha akaunti yanu ndi ife.',
    approvedSubject: 'Pempho lanu la ngongole lavomerezedwa',
    approvedFirst: (id: string) =>
      `Nkhani yabwino: pempho lanu la Personal Loan ${id} la K1,000.00 kwa miyezi 6 lavomerezedwa.`,
    approvedNotice: (id: string) => `Pempho lanu la ngongole ${id} la K1,000.00 lavomerezedwa.`,
    remarks: 'Ndemanga: Zzq good record.',
    rejectedSubject: 'Pempho lanu la ngongole silinavomerezedwe',
    rejectedNotice: (id: string) => `Pempho lanu la ngongole ${id} la K1,000.00 silinavomerezedwe.`,
    paidOutSubject: 'Ngongole yanu yaperekedwa',
    paidOut: (to: string) => `Ngongole yanu yaperekedwa: tatumiza K950.00 ku ${to}.`,
    firstInstalment: 'Gawo lanu loyamba la malipiro la K181.55 liyenera kulipidwa pa 21 Disembala 2026.',
    payoutFailedNotice: (to: string) =>
      `Sitinathe kutumiza ngongole yanu ku ${to}: Payee not found. Gulu lathu lidzawunika ndipo lidzayesanso.`,
    paymentReceived: (reference: string) =>
      `Talandira malipiro anu a K100.00 (${reference}). Zotsala pa ngongole yanu ndi K989.30.`,
    paymentFailed: (reference: string) =>
      `Malipiro anu a K50.00 (${reference}) sanadutse: Payment declined by the payer.`,
    before3Subject: 'Gawo la malipiro a ngongole yanu liyenera kulipidwa pakadutsa masiku 3',
    before3: (id: string) =>
      `Gawo la malipiro 1 la ngongole yanu ${id} liyenera kulipidwa pa 21 Disembala 2026: K81.55.`,
    after1Subject: 'Gawo la malipiro a ngongole yanu lachedwa tsiku 1',
    after1Fee: 'pakadutsa masiku 3 kuchokera pa tsiku lolipira, chindapusa cha kuchedwa cha kamodzi cha 5%',
    overdueNotice:
      'Ngongole yanu yachedwa: gawo la malipiro la pa 21 Disembala 2026 silinalipidwe. Tsopano mukuyenera kulipira K85.63, kuphatikizapo chindapusa cha kuchedwa.',
    repaidSubject: 'Risiti: ngongole yanu yalipidwa yonse',
    repaidFirst: (amount: string, reference: string) =>
      `Talandira malipiro anu a ${amount} pa 25 Disembala 2026 (nambala ${reference}).`,
    repaidNotice: (amount: string, reference: string) =>
      `Talandira malipiro anu a ${amount} (${reference}). Ngongole yanu yalipidwa yonse. Zikomo!`,
  },
} as const;

const DELAY_MS = 5000;
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
});
afterAll(() => t.close());

const latestNotice = async (userId: string) => {
  const [row] = await t.ctx.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row?.message;
};

describe.each(['bem', 'ny'] as const)(
  "a loan's e-mails and notices in the borrower's language: %s",
  (language) => {
    const expected = EXPECTED[language];

    /** Greeting, footer and `<html lang>` in the language, and none of the English. */
    function expectWhollyTranslated(email: { textBody: string; htmlBody: string }) {
      expect(email.textBody.startsWith(`${expected.hello}\n`)).toBe(true);
      expect(email.textBody).toContain(expected.footer);
      expect(email.textBody).not.toMatch(/Hello|You receive|Please|Your |We |December/);
      expect(email.htmlBody).toContain(`<html lang="${language}">`);
    }

    const decide = (token: string, loanId: string, status: 'approved' | 'rejected') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/loan-applications/admin/loan/${loanId}/status`,
        headers: { 'x-auth-token': token },
        payload: { status, remarks: 'Zzq good record.' },
      });

    /** Lets the simulator settle a payment (it answers after its delay). */
    async function settle(paymentId: string) {
      clock.advance(DELAY_MS);
      await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId });
    }

    it('a rejection', async () => {
      clock.set('2026-11-21T10:00:00Z');
      const admin = await signedInStaff(t, 'admin');
      const { borrower, loanId } = await borrowerWithApplication(t);
      await setUserLanguage(t.ctx.db, borrower.userId, language, clock.now());
      expect((await decide(admin.token, loanId, 'rejected')).statusCode).toBe(200);
      const email = await latestEmail(t, borrower.email, 'loan-rejected');
      expect(email.subject).toBe(expected.rejectedSubject);
      expect(email.textBody).toContain(`\n${expected.remarks}\n`);
      expectWhollyTranslated(email);
      expect(await latestNotice(borrower.userId)).toBe(expected.rejectedNotice(loanId.slice(0, 8)));
    });

    it('a payout that fails is told in the bell', async () => {
      clock.set('2026-11-21T10:00:00Z');
      const admin = await signedInStaff(t, 'admin');
      const { borrower, loanId } = await loanReadyToDisburse(t, { wallet: walletNumber('0000') });
      await setUserLanguage(t.ctx.db, borrower.userId, language, clock.now());
      const { transactionId, otp } = await initiated(t, admin, loanId);
      expect((await confirm(t, admin.token, loanId, transactionId, otp)).statusCode).toBe(422);
      expect(await latestNotice(borrower.userId)).toBe(
        expected.payoutFailedNotice(`Airtel ${borrower.phoneNumber}`),
      );
    });

    it('approved, paid out, paid, reminded, overdue and repaid', async () => {
      clock.set('2026-11-21T10:00:00Z');
      const admin = await signedInStaff(t, 'admin');
      const { borrower, loanId } = await loanReadyToDisburse(t, { wallet: walletNumber('4321') }, 'pending');
      const shortId = loanId.slice(0, 8);
      await setUserLanguage(t.ctx.db, borrower.userId, language, clock.now());

      // Approved.
      expect((await decide(admin.token, loanId, 'approved')).statusCode).toBe(200);
      const approved = await latestEmail(t, borrower.email, 'loan-approved');
      expect(approved.subject).toBe(expected.approvedSubject);
      expect(approved.textBody).toContain(expected.approvedFirst(shortId));
      expect(approved.textBody).toContain(`\n${expected.remarks}\n`);
      expectWhollyTranslated(approved);
      expect(await latestNotice(borrower.userId)).toBe(expected.approvedNotice(shortId));

      // Paid out.
      const { transactionId, otp } = await initiated(t, admin, loanId);
      expect((await confirm(t, admin.token, loanId, transactionId, otp)).statusCode).toBe(200);
      const [sent] = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId));
      clock.advance(DELAY_MS);
      await t.ctx.jobs.runNow(DISBURSEMENT_CHECK_JOB, { disbursementId: sent?.id });
      const paidOut = await latestEmail(t, borrower.email, 'disbursement-completed');
      expect(paidOut.subject).toBe(expected.paidOutSubject);
      expect(paidOut.textBody).toContain(expected.paidOut(`Airtel ${borrower.phoneNumber}`));
      expect(paidOut.textBody).toContain(expected.firstInstalment);
      expectWhollyTranslated(paidOut);
      expect(await latestNotice(borrower.userId)).toBe(expected.paidOut(`Airtel ${borrower.phoneNumber}`));

      // A payment that arrives, and one the payer declines.
      const paid = await pay(t, borrower.token, { loanId, amount: '100.00' });
      expect(paid.statusCode).toBe(201);
      await settle(paid.json().data.id);
      expect(await latestNotice(borrower.userId)).toBe(expected.paymentReceived(paid.json().data.reference));
      const declined = await pay(t, borrower.token, { loanId, amount: '50.00', phone: payerPhone('0001') });
      expect(declined.statusCode).toBe(201);
      await settle(declined.json().data.id);
      expect(await latestNotice(borrower.userId)).toBe(
        expected.paymentFailed(declined.json().data.reference),
      );

      // Reminded 3 days before the due day (K181.55 less the K100 paid), and 1 day after it.
      clock.set('2026-12-18T06:00:00Z');
      await runDailyServicing(t.ctx);
      const before = await latestEmail(t, borrower.email, 'repayment-reminder');
      expect(before.subject).toBe(expected.before3Subject);
      expect(before.textBody).toContain(expected.before3(shortId));
      expectWhollyTranslated(before);
      clock.set('2026-12-22T06:00:00Z');
      await runDailyServicing(t.ctx);
      const late = await latestEmail(t, borrower.email, 'repayment-reminder');
      expect(late.subject).toBe(expected.after1Subject);
      expect(late.textBody).toContain(expected.after1Fee);
      expectWhollyTranslated(late);

      // Overdue after the 3 grace days: K81.55 and its 5% late fee (K4.08).
      clock.set('2026-12-25T06:00:00Z');
      await runDailyServicing(t.ctx);
      expect(await latestNotice(borrower.userId)).toContain(expected.overdueNotice);

      // Paid off: the receipt.
      const token = await loginToken(t, borrower.email, borrower.password);
      const quote = await t.app.inject({
        method: 'GET',
        url: `/api/loan-applications/${loanId}/payoff-quote`,
        headers: { 'x-auth-token': token },
      });
      const total = quote.json().data.total as number;
      const payoff = await pay(t, token, { loanId, amount: total.toFixed(2), purpose: 'payoff' });
      expect(payoff.statusCode).toBe(201);
      await settle(payoff.json().data.id);
      const amount = `K${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      const reference = payoff.json().data.reference as string;
      const receipt = await latestEmail(t, borrower.email, 'loan-repaid-receipt');
      expect(receipt.subject).toBe(expected.repaidSubject);
      expect(receipt.textBody).toContain(expected.repaidFirst(amount, reference));
      expectWhollyTranslated(receipt);
      expect(await latestNotice(borrower.userId)).toBe(expected.repaidNotice(amount, reference));
    });
  },
);
