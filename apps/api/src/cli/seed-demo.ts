import { consentEvents, loanApplications, loanProducts } from '@kwacha/db';
import {
  CREDIT_BUREAU_CONSENT_SOURCE,
  CREDIT_BUREAU_PURPOSE,
  CURRENT_CREDIT_BUREAU_WORDINGS,
} from '@kwacha/shared/consent/credit-bureau-wordings';
import { addMonths } from '@kwacha/shared/loans/calendar';
import { DECISION_REMARKS } from '@kwacha/shared/loans/loan-transitions';
import { openDatabase } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { hashPassword } from '../lib/password-hashing';
import { recordApprovedCheck } from '../modules/kyc/kyc.public';
import { buildApplicationRow } from '../modules/loan-applications/apply.service';
import { forgetWorkedOutDays } from '../modules/statistics/statistics-refresh.service';
import { deriveUsername } from '../modules/users/username';
import { findUserByEmail, insertUser } from '../modules/users/users.public';
import { DEMO_BORROWER, DEMO_DECISIONS, DEMO_LOANS } from './demo-data';
import { auditDemoDecision, demoDisbursement, demoStaff } from './demo-history';
import { bookDemoLoan } from './demo-ledger';

const HOUR_MS = 60 * 60 * 1000;

/**
 * `npm run seed:demo`: a verified demo borrower with loans in several statuses, in the database the
 * server uses. Each loan has the history its status implies, as the real flow leaves it: decided by the
 * demo staff member two hours after it was applied for, and paid out (or refused by the provider) the day
 * after. Safe to run twice: an existing demo borrower is left as it is.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, createLogger('warn'));
  try {
    await database.migrate();
    const { db } = database;
    if (await findUserByEmail(db, DEMO_BORROWER.email)) {
      console.info(`The demo borrower ${DEMO_BORROWER.email} already exists; nothing to do.`);
      return;
    }
    const products = new Map((await db.select().from(loanProducts)).map((p) => [p.id, p]));
    const now = new Date();
    await db.transaction(async (tx) => {
      const { password, ...details } = DEMO_BORROWER;
      const user = await insertUser(tx, {
        ...details,
        username: await deriveUsername(tx, DEMO_BORROWER.email),
        passwordHash: await hashPassword(password),
        isEmailVerified: true,
        registrationDate: new Date(now.getTime() - 365 * 24 * HOUR_MS),
      });
      const staff = await demoStaff(tx, now);
      // Their loans were paid out, so their identity was checked first (docs/product.md §20.5).
      await recordApprovedCheck(tx, user.id, staff.id, new Date(now.getTime() - 360 * 24 * HOUR_MS));
      for (const loan of DEMO_LOANS) {
        const product = products.get(loan.command.productId);
        if (!product) throw new Error(`unknown product ${loan.command.productId}`);
        const appliedOn = new Date(`${addMonths(now.toISOString().slice(0, 10), -loan.monthsAgo)}T09:00:00Z`);
        const decidedAt = new Date(appliedOn.getTime() + 2 * HOUR_MS);
        const paidOutAt = new Date(appliedOn.getTime() + 24 * HOUR_MS);
        const decision = DEMO_DECISIONS[loan.status];
        const live = loan.status === 'paid' || loan.status === 'active';
        const triedToPayOut = live || loan.status === 'disbursement_failed';
        const row = buildApplicationRow(product, user.id, loan.command, appliedOn);
        const [inserted] = await tx
          .insert(loanApplications)
          .values({
            ...row,
            status: loan.status,
            remarks: decision ? DECISION_REMARKS[decision] : null,
            ...(decision && { decidedAt, decision, decidedByRules: false }),
            disbursementDate: live ? paidOutAt : null,
            // Its last change: the pay-out attempt, else the decision, else the application.
            updatedAt: triedToPayOut ? paidOutAt : decision ? decidedAt : appliedOn,
          })
          .returning();
        if (!inserted) throw new Error('insert into loan_applications returned no row');
        // The demo borrower agreed to the credit bureau's check and monthly reporting on each application
        // (docs/product.md §25.1), so the monthly file reports the loans paid out (§25.3).
        await tx.insert(consentEvents).values({
          userId: user.id,
          purpose: CREDIT_BUREAU_PURPOSE,
          granted: true,
          wordingVersion: CURRENT_CREDIT_BUREAU_WORDINGS.en.version,
          source: CREDIT_BUREAU_CONSENT_SOURCE,
          loanId: inserted.id,
          createdAt: appliedOn,
        });
        if (decision) await auditDemoDecision(tx, inserted, staff, decidedAt);
        if (loan.status === 'disbursement_failed') {
          await demoDisbursement(tx, inserted, staff, 'failed', paidOutAt);
        }
        // A loan that has moved money has its transfer and its ledger entries: its balance is read from them.
        if (live) {
          const transfer = await demoDisbursement(tx, inserted, staff, 'successful', paidOutAt);
          const repaid = loan.paidInstalments ?? inserted.durationMonths;
          await bookDemoLoan(tx, inserted, transfer.id, DEMO_BORROWER.phoneNumber, repaid);
        }
      }
      // The loans are dated in the past: the statistics must work those days out again.
      await forgetWorkedOutDays(tx);
    });
    const count = await db.select().from(loanApplications);
    console.info(
      `Created the demo borrower ${DEMO_BORROWER.email} (password ${DEMO_BORROWER.password}) with ${DEMO_LOANS.length} loans (${count.length} loans in the database).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
});
