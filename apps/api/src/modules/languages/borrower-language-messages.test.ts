import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, latestEmail, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loanRepaidEmail } from '../notifications/emails/payment.emails';
import { listSmsOfUser } from '../sms/sms.repository';
import { setSmsOptIn } from '../users/users.repository';

describe("texts and e-mails in the borrower's language (docs/product.md §22)", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(() => t.close());

  async function rejectedLoanOf(language: 'bem' | 'ny' | undefined) {
    const { borrower, loanId } = await borrowerWithApplication(t, {}, { amount: 1500 });
    if (language) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/me/language',
        headers: { 'x-auth-token': borrower.token },
        payload: { language },
      });
      expect(res.statusCode).toBe(200);
    }
    await setSmsOptIn(t.ctx.db, borrower.userId, true, new Date());
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${loanId}/status`,
      headers: { 'x-auth-token': admin.token },
      payload: { status: 'rejected', remarks: 'Income too low for this amount.' },
    });
    expect(res.statusCode).toBe(200);
    const email = await latestEmail(t, borrower.email, 'loan-rejected');
    const [sms] = await listSmsOfUser(t.ctx.db, borrower.userId);
    return { borrower, shortId: loanId.slice(0, 8), email, sms };
  }

  it('writes the decision e-mail and text in Bemba for a Bemba borrower', async () => {
    const { borrower, shortId, email, sms } = await rejectedLoanOf('bem');
    expect(email.subject).toBe('Ipepo lyenu lya ngongole talyasuminishiwe');
    expect(email.textBody).toContain(`Mulishani ${borrower.firstName},`);
    expect(email.textBody).toContain(
      `Tulelanda: ipepo lyenu lya Personal Loan ${shortId} lya K1,500.00 talyasuminishiwe.`,
    );
    expect(sms?.body).toBe(
      `Kwacha Loans: tatwasuminishe ingongole yenu ${shortId} ya K1,500.00. Imilandu ili mu imeli na mu akaunti yenu.`,
    );
  });

  it('writes them in Nyanja for a Nyanja borrower', async () => {
    const { shortId, email, sms } = await rejectedLoanOf('ny');
    expect(email.subject).toBe('Pempho lanu la ngongole silinavomerezedwe');
    expect(sms?.body).toBe(
      `Kwacha Loans: sitinathe kuvomereza ngongole yanu ${shortId} ya K1,500.00. Zifukwa zili mu imelo ndi mu akaunti yanu.`,
    );
  });

  it('keeps English for a borrower who never chose a language', async () => {
    const { borrower, shortId, email, sms } = await rejectedLoanOf(undefined);
    expect(email.subject).toBe('Your loan application was not approved');
    expect(email.textBody).toContain(`Hello ${borrower.firstName},`);
    expect(sms?.body).toBe(
      `Kwacha Loans: we could not approve your loan ${shortId} for K1,500.00. The reasons are in your e-mail and account.`,
    );
  });

  it('writes the repayment receipt in the borrower language', () => {
    const receipt = (language: string | null) =>
      loanRepaidEmail({
        borrower: { firstName: 'Mutale', username: 'mutale', language },
        loanId: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
        productName: 'Personal Loan',
        loanAmount: 100_000,
        payment: { amount: 25_000, reference: 'PAY-1A2B', settledOn: '2026-11-21' },
        totalRepaid: 110_000,
        appUrl: 'http://localhost',
      });
    expect(receipt('ny').subject).toBe('Risiti: ngongole yanu yalipidwa yonse');
    expect(receipt('ny').text).toContain(
      'Talandira malipiro anu a K250.00 pa 21 Novembala 2026 (nambala PAY-1A2B).',
    );
    expect(receipt(null).subject).toBe('Receipt: your loan is fully repaid');
    expect(receipt(null).text).toContain(
      'We received your payment of K250.00 on 21 November 2026 (reference PAY-1A2B).',
    );
    expect(receipt(null).text).toContain('Your loan ffffffff (Personal Loan, K1,000.00) is now fully repaid');
    expect(receipt('bem').text).toContain('Ingongole yenu ffffffff (Personal Loan, K1,000.00) nomba yapwa');
    expect(receipt('ny').text).toContain(
      'Ngongole yanu ffffffff (Personal Loan, K1,000.00) tsopano yalipidwa',
    );
  });
});
