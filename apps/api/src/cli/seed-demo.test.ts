import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  auditEvents,
  type DatabaseHandle,
  disbursements,
  journalEntries,
  loanPositions,
  openPglite,
  users,
} from '@kwacha/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLoanViewWithMoney } from '../modules/loan-views/loan-view';
import { loansWithMoneyOfUser } from '../modules/loan-views/loan-views.repository';
import { findUserByEmail } from '../modules/users/users.repository';
import { freePort, runScript } from '../testing/processes';
import { DEMO_BORROWER, DEMO_LOANS, DEMO_STAFF } from './demo-data';

// A real process that opens PGlite and migrates it (~4 s a run), as an operator runs it.
const TIMEOUT = 90_000;

let dataDir: string;
let port: number;

function runSeed() {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return runScript('src/cli/seed-demo.ts', [], {
    ...(inherited as Record<string, string>),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kwacha-seed-demo-'));
  port = await freePort();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const DECIDED = ['loan.status_changed'];
const PAID_OUT = [...DECIDED, 'disbursement.initiated', 'disbursement.confirmed', 'disbursement.settled'];

/** docs/product.md §12: what a loan in each seeded status must have behind it. */
const HISTORY_OF = {
  pending: { decision: null, audit: [], transfers: [] },
  approved: { decision: 'approved', audit: DECIDED, transfers: [] },
  rejected: { decision: 'rejected', audit: DECIDED, transfers: [] },
  disbursement_failed: {
    decision: 'approved',
    audit: [...DECIDED, 'disbursement.initiated', 'disbursement.confirmed', 'disbursement.failed'],
    transfers: ['failed'],
  },
  active: { decision: 'approved', audit: PAID_OUT, transfers: ['successful'] },
  paid: { decision: 'approved', audit: PAID_OUT, transfers: ['successful'] },
} as const;

async function historyOf(db: DatabaseHandle['db'], loanId: string) {
  const [transfers, entries, trail, positions] = await Promise.all([
    db
      .select()
      .from(disbursements)
      .where(eq(disbursements.loanId, loanId))
      .orderBy(asc(disbursements.createdAt)),
    db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.loanId, loanId))
      .orderBy(asc(journalEntries.createdAt)),
    db.select().from(auditEvents).where(eq(auditEvents.loanId, loanId)).orderBy(asc(auditEvents.id)),
    db.select().from(loanPositions).where(eq(loanPositions.loanId, loanId)),
  ]);
  return { transfers, entries, trail, position: positions[0] };
}

describe('npm run seed:demo', () => {
  it(
    'seeds loans whose history matches their status, and changes nothing when run again',
    async () => {
      const first = await runSeed();
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      const again = await runSeed();
      expect(again.stdout).toContain('already exists; nothing to do.');
      expect(again.code).toBe(0);

      const database = await openPglite(join(dataDir, 'pgdata'));
      try {
        const { db } = database;
        const borrower = await findUserByEmail(db, DEMO_BORROWER.email);
        const staff = await findUserByEmail(db, DEMO_STAFF.email);
        // The seeded history has an author who cannot sign in.
        expect(staff).toMatchObject({ role: 'admin', isActive: false });
        const rows = (await loansWithMoneyOfUser(db, borrower?.id ?? '')).reverse();
        expect(rows.map((r) => r.loan.status)).toEqual(DEMO_LOANS.map((l) => l.status));
        const now = new Date();
        const views = rows.map((row) => toLoanViewWithMoney(row, now));

        for (const [index, { loan }] of rows.entries()) {
          const expected = HISTORY_OF[loan.status as keyof typeof HISTORY_OF];
          const { transfers, entries, trail, position } = await historyOf(db, loan.id);
          const what = `${loan.status} loan ${loan.purpose}`;
          expect(loan.decision, what).toBe(expected.decision);
          expect(loan.decidedAt === null, what).toBe(expected.decision === null);
          expect(
            trail.map((e) => e.action),
            what,
          ).toEqual(expected.audit);
          expect(
            transfers.map((d) => d.status),
            what,
          ).toEqual(expected.transfers);
          for (const d of transfers) {
            expect(d, what).toMatchObject({
              initiatedBy: staff?.id,
              confirmedBy: staff?.id,
              amount: loan.amountReceived,
            });
            expect(d.sentAt, what).not.toBeNull();
          }
          const schedule = views[index]?.schedule ?? [];

          if (loan.status === 'disbursement_failed') {
            expect(transfers[0]?.reasonForFailure).toBe("Transfer declined by the payee's wallet");
          }
          if (loan.status === 'active' || loan.status === 'paid') {
            const [transfer] = transfers;
            // Paid out when the provider settled the transfer, which the disbursement entry books.
            expect(loan.disbursementDate?.toISOString()).toBe(transfer?.settledAt?.toISOString());
            // The disbursement entry, then one repayment per instalment repaid.
            const repaid = DEMO_LOANS[index]?.paidInstalments ?? loan.durationMonths;
            expect(entries.map((e) => e.kind)).toEqual(['disbursement', ...Array(repaid).fill('repayment')]);
            expect(entries[0]?.disbursementId).toBe(transfer?.id);
            const owed = (position?.principal ?? 0) + (position?.interest ?? 0);
            if (loan.status === 'paid') {
              expect(owed).toBe(0);
              expect(schedule.every((line) => line.status === 'paid')).toBe(true);
            } else {
              expect(owed).toBeGreaterThan(0);
              expect(schedule.map((line) => line.status).slice(0, 4)).toEqual([
                'paid',
                'paid',
                'paid',
                'paid',
              ]);
              expect(schedule.slice(4).some((line) => line.status === 'paid')).toBe(false);
            }
          } else {
            expect(entries, what).toEqual([]);
            expect(loan.disbursementDate, what).toBeNull();
            // The money never went out: the schedule has no standing.
            expect(schedule.every((line) => line.status === null)).toBe(true);
          }
        }
        const staffRows = await db.select().from(users).where(eq(users.role, 'admin'));
        expect(staffRows.map((u) => u.email)).toEqual([DEMO_STAFF.email]);
      } finally {
        await database.close();
      }
    },
    TIMEOUT,
  );
});
