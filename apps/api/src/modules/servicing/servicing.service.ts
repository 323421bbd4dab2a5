import type { Executor } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { type InstalmentOwed, owedOn } from '@kwacha/shared/loans/allocation';
import { mulDivRound } from '@kwacha/shared/money/money';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { postLateFeeEntry } from '../ledger/journal-postings';
import { loadLoanReceivables } from '../ledger/ledger.public';
import { loanBalances } from '../loans/loan-balances';
import { moveLoan } from '../loans/loan-moves';
import { ageLoanPosition, refreshLoanPosition } from '../loans/loan-positions';
import { loanIdsInStatuses, lockLoanWithBorrower } from '../loans/loans.public';
import { type TellDeps, tellBorrower } from '../notifications/notifications.public';
import { readDelinquencyBuckets } from '../settings/settings.service';
import { attachReminderEmail, claimReminder } from './servicing.repository';
import {
  currentReminder,
  isInArrears,
  lateFeeRuleOf,
  overdueAmountOf,
  SERVICING_RULES,
} from './servicing-rules';

export type ServicingDeps = Pick<AppContext, 'db' | 'jobs' | 'mailer' | 'now' | 'logger'> & {
  config: Pick<Config, 'appUrl'>;
};

export interface ServicingReport {
  loans: number;
  becameOverdue: number;
  cured: number;
  lateFees: number;
  reminders: number;
}

const SERVICED_STATUSES = ['active', 'overdue'] as const;

interface LoanOutcome {
  becameOverdue: boolean;
  cured: boolean;
  lateFees: number;
  emailIds: string[];
}

/**
 * The daily servicing run (docs/product.md §13) over every active or overdue loan, each in its own
 * transaction with the loan locked: late fees on instalments past the grace days, active → overdue,
 * overdue → active once the arrears are paid, and the reminders due today. Everything it writes is keyed
 * (one fee per instalment, one reminder per instalment and kind), so running it twice a day changes
 * nothing the second time.
 */
export async function runDailyServicing(
  deps: ServicingDeps,
  options: { batchSize?: number; today?: string } = {},
): Promise<ServicingReport> {
  // The business date when one is handed in (the daily job, a catch-up day); the real date otherwise.
  const today = options.today ?? lusakaToday(deps.now());
  const report: ServicingReport = { loans: 0, becameOverdue: 0, cured: 0, lateFees: 0, reminders: 0 };
  const { upperBounds: bucketBounds } = await readDelinquencyBuckets(deps.db); // once per run
  let after: string | undefined;
  for (;;) {
    const ids = await loanIdsInStatuses(deps.db, SERVICED_STATUSES, after, options.batchSize ?? 200);
    for (const id of ids) {
      const outcome = await deps.db.transaction((tx) => serviceLoan(deps, tx, id, today, bucketBounds));
      if (!outcome) continue;
      report.loans += 1;
      report.becameOverdue += Number(outcome.becameOverdue);
      report.cured += Number(outcome.cured);
      report.lateFees += outcome.lateFees;
      report.reminders += outcome.emailIds.length;
    }
    after = ids.at(-1);
    if (!after) break;
  }
  if (report.loans > 0) deps.logger.info({ today, ...report }, 'daily loan servicing done');
  return report;
}

async function serviceLoan(
  deps: ServicingDeps,
  tx: Executor,
  loanId: string,
  today: string,
  bucketBounds: readonly number[],
): Promise<LoanOutcome | undefined> {
  const now = deps.now();
  const locked = await lockLoanWithBorrower(tx, loanId);
  if (!locked || (locked.loan.status !== 'active' && locked.loan.status !== 'overdue')) return undefined;
  const { loan } = locked;
  const told = { mailer: deps.mailer, appUrl: deps.config.appUrl, now };
  // The rule the borrower's key facts promised, whatever the setting says today.
  const rule = lateFeeRuleOf(loan);
  const before = loanBalances(loan, await loadLoanReceivables(tx, loan.id));
  const arrears = before.instalments.filter((i) => isInArrears(i, today, rule.graceDays));

  let lateFees = 0;
  for (const instalment of arrears) {
    const fee = mulDivRound(overdueAmountOf(instalment), rule.lateFeeBasisPoints, 10_000);
    if (
      fee > 0 &&
      (await postLateFeeEntry(tx, { loanId, instalment: instalment.number, amount: fee, at: now }))
    ) {
      lateFees += 1;
    }
  }
  if (lateFees > 0) await refreshLoanPosition(tx, loan, now, { bucketBounds });
  const owed =
    lateFees > 0
      ? loanBalances(loan, await loadLoanReceivables(tx, loan.id)).instalments
      : before.instalments;
  // Days past due and the bucket for today, from what the run already read (docs/product.md §13.4).
  await ageLoanPosition(tx, loanId, today, owed, bucketBounds);

  let becameOverdue = false;
  let cured = false;
  if (arrears.length > 0 && loan.status === 'active') {
    becameOverdue = (await moveLoan(tx, { loanId, to: 'overdue', by: 'servicing', at: now })) !== undefined;
    if (becameOverdue) await announceOverdue(tx, told, loan.id, loan.userId, arrears, owed);
  } else if (arrears.length === 0 && loan.status === 'overdue') {
    cured = (await moveLoan(tx, { loanId, to: 'active', by: 'servicing', at: now })) !== undefined;
  }
  if (becameOverdue || cured) {
    await recordAudit(tx, {
      actorId: null, // the daily job, not a person
      action: becameOverdue ? 'loan.overdue' : 'loan.arrears_cleared',
      loanId,
      entityType: 'loan',
      entityId: loanId,
      before: { status: loan.status },
      after: { status: becameOverdue ? 'overdue' : 'active' },
    });
  }

  const emailIds: string[] = [];
  for (const instalment of owed) {
    const kind = owedOn(instalment) > 0 ? currentReminder(instalment.dueDate, today) : undefined;
    if (!kind) continue;
    const reminder = { loanId, instalment: instalment.number, kind, dueDate: instalment.dueDate, at: now };
    if (!(await claimReminder(tx, reminder))) continue;
    const { emailId } = await tellBorrower(tx, told, loan.userId, {
      kind: 'instalment_reminder',
      reminder: kind,
      daysAfterDue: SERVICING_RULES.reminderDays[kind],
      loanId,
      instalment: instalment.number,
      dueDate: instalment.dueDate,
      owed: owedOn(instalment),
      lateFee: rule,
    });
    // Every reminder has an e-mail (borrower-events.ts): the claim keeps its id.
    if (!emailId) throw new Error('a reminder wrote no e-mail');
    await attachReminderEmail(tx, reminder, emailId);
    emailIds.push(emailId);
  }
  return { becameOverdue, cured, lateFees, emailIds };
}

async function announceOverdue(
  tx: Executor,
  told: TellDeps,
  loanId: string,
  userId: string,
  arrears: readonly InstalmentOwed[],
  owed: readonly InstalmentOwed[],
) {
  const late = new Set(arrears.map((i) => i.number));
  const amount = owed.filter((i) => late.has(i.number)).reduce((sum, i) => sum + owedOn(i), 0);
  const oldest = arrears[0];
  await tellBorrower(tx, told, userId, {
    kind: 'loan_overdue',
    loanId,
    dueDate: oldest?.dueDate ?? '',
    amount,
  });
}
