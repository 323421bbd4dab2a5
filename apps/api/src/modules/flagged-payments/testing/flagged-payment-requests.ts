import { auditEvents, journalEntries, journalLines } from '@kwacha/db';
import type { FlaggedPayment } from '@kwacha/shared/staff/flagged-payments';
import { desc, eq } from 'drizzle-orm';
import { borrowerLoan } from '../../payments/testing/payment-test-helpers';
import type { FlaggedPaymentHarness } from './flagged-payment-scenarios';

/**
 * What the flagged-payment tests ask of the app (as one member of staff, `staff()`), and what they read
 * back from the books.
 */
export function flaggedPaymentRequests(h: () => FlaggedPaymentHarness, staff: () => { token: string }) {
  const get = (url: string) =>
    h().t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': staff().token } });
  const entriesOf = (paymentId: string) =>
    h().t.ctx.db.select().from(journalEntries).where(eq(journalEntries.paymentId, paymentId));
  return {
    resolve: (id: string, body: object) =>
      h().t.app.inject({
        method: 'POST',
        url: `/api/admin/flagged-payments/${id}/resolve`,
        headers: { 'x-auth-token': staff().token },
        payload: body,
      }),
    queue: async () =>
      (await get('/api/admin/flagged-payments?limit=100')).json().data.items as FlaggedPayment[],
    count: async () => (await get('/api/admin/flagged-payments/count')).json().data.count as number,
    /** The borrower's outstanding balance in kwacha, as their loan page reads it. */
    balance: async (token: string, loanId: string) =>
      (await borrowerLoan(h().t, token, loanId)).outstandingBalance as number,
    entriesOf,
    /** The lines of the payment's journal entry (a repayment or a refund), in ngwee. */
    linesOf: async (paymentId: string) => {
      const [entry] = await entriesOf(paymentId);
      if (!entry) return [];
      const lines = await h().t.ctx.db.select().from(journalLines).where(eq(journalLines.entryId, entry.id));
      return lines.map((l) => ({ account: l.account, debit: l.debit, credit: l.credit }));
    },
    auditOf: (paymentId: string) =>
      h()
        .t.ctx.db.select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, paymentId))
        .orderBy(desc(auditEvents.id)),
  };
}
