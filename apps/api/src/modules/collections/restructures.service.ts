import { type Executor, type Restructure, violatedUniqueIndex } from '@kwacha/db';
import {
  planRestructure,
  RESTRUCTURE_MONTHS,
  type RestructurePlan,
  restructureKeyFacts,
} from '@kwacha/shared/loans/restructure';
import type {
  BorrowerRestructure,
  RestructureProposal,
  RestructureRequest,
  RestructureWordingVersion,
} from '@kwacha/shared/loans/restructure-view';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { loadLoanReceivables } from '../ledger/ledger.public';
import { postRestructureEntry } from '../ledger/restructure-entry';
import { loanBalances } from '../loans/loan-balances';
import { moveLoan } from '../loans/loan-moves';
import { refreshLoanPosition, reviseSchedule } from '../loans/loan-positions';
import { type LockedLoan, loanReadBy, lockLoanWithBorrower } from '../loans/loans.public';
import { refuseOwnLoan } from '../loans/own-loan-guard';
import { tellBorrower } from '../notifications/notifications.public';
import { hasArrears } from '../servicing/servicing-rules';
import { type BusinessDateDeps, businessToday } from '../settings/settings.public';
import { displayName } from '../users/display-name';
import { CollectionLoanNotFoundError } from './collections.errors';
import { borrowerRestructureOf, restructureProposalOf } from './restructure-views';
import {
  RestructureDecidedError,
  RestructureLiveError,
  RestructureLoanChangedError,
  RestructureMonthsRefused,
  RestructureNotAcceptedError,
  RestructureNotAwaitingError,
  RestructureNotEligibleError,
  RestructureNotFoundError,
  RestructureNothingOwedError,
  RestructureOwnProposalError,
} from './restructures.errors';
import {
  findLiveRestructure,
  findRestructure,
  insertRestructure,
  lockRestructure,
  moveRestructure,
  restructuresOfLoan,
  staffNames,
} from './restructures.repository';

export type RestructureDeps = BusinessDateDeps & Pick<AppContext, 'mailer'> & { config: { appUrl: string } };

const ONE_LIVE_INDEX = 'restructures_one_live_idx';

/** The plan for a loan's schedule in force and what the ledger says it owes, on `on`. */
function planFor(
  loan: LockedLoan['loan'],
  balances: ReturnType<typeof loanBalances>,
  on: string,
  request: RestructureRequest,
) {
  return planRestructure({
    schedule: balances.schedule,
    owed: balances.instalments,
    on,
    monthlyRateBasisPoints: loan.monthlyRateBasisPoints,
    kind: request.kind,
    months: request.months,
  });
}

async function namesOf(db: Executor, rows: readonly Restructure[]) {
  const ids = [...new Set(rows.flatMap((r) => [r.proposedBy, r.decidedBy ?? []].flat()))];
  return new Map((await staffNames(db, ids)).map((person) => [person.id, displayName(person)]));
}

async function proposalView(db: Executor, row: Restructure): Promise<RestructureProposal> {
  return restructureProposalOf(row, await namesOf(db, [row]));
}

/**
 * Staff propose new terms for an active or overdue loan (docs/product.md §23.7): the plan is computed now,
 * on the business date, from the schedule in force and the ledger, and stored with what it was computed
 * on. One live proposal per loan, even for two at once (the partial unique index); audited.
 */
export async function proposeRestructure(
  deps: RestructureDeps,
  input: { loanId: string; staffId: string; request: RestructureRequest },
): Promise<RestructureProposal> {
  const { request } = input;
  if (request.months > RESTRUCTURE_MONTHS[request.kind].max) throw new RestructureMonthsRefused();
  const today = await businessToday(deps);
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockLoanWithBorrower(tx, input.loanId);
      if (!locked) throw new CollectionLoanNotFoundError();
      const { loan } = locked;
      refuseOwnLoan(loan, input.staffId);
      if (loan.status !== 'active' && loan.status !== 'overdue') throw new RestructureNotEligibleError();
      if (await findLiveRestructure(tx, loan.id)) throw new RestructureLiveError();
      const balances = loanBalances(loan, await loadLoanReceivables(tx, loan.id));
      const result = planFor(loan, balances, today, request);
      if (!result.ok) throw new RestructureNothingOwedError();
      const { lines: _lines, schedule, replaced: _replaced, ...plan } = result.plan;
      const at = deps.now();
      const row = await insertRestructure(tx, {
        loanId: loan.id,
        kind: request.kind,
        months: request.months,
        computedOn: today,
        proposedBy: input.staffId,
        proposedAt: at,
        schedule,
        plan,
        keyFacts: restructureKeyFacts(result.plan, loan.monthlyRateBasisPoints),
        previousSchedule: balances.schedule,
        owedBefore: balances.instalments,
      });
      await recordAudit(tx, {
        actorId: input.staffId,
        action: 'collections.restructure_proposed',
        loanId: loan.id,
        entityType: 'restructure',
        entityId: row.id,
        after: { kind: request.kind, months: request.months, computedOn: today, plan },
      });
      return proposalView(tx, row);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === ONE_LIVE_INDEX) throw new RestructureLiveError();
    throw error;
  }
}

/** A loan's proposals for staff, newest first. */
export async function restructuresOfLoanView(db: Executor, loanId: string): Promise<RestructureProposal[]> {
  const rows = await restructuresOfLoan(db, loanId);
  const names = await namesOf(db, rows);
  return rows.map((row) => restructureProposalOf(row, names));
}

/** The proposal waiting for the borrower (or for approval after they accepted), if any. */
export async function borrowerRestructure(
  db: Executor,
  loanId: string,
  borrowerId: string,
): Promise<BorrowerRestructure | null> {
  await loanReadBy(db, loanId, { borrowerId });
  const row = await findLiveRestructure(db, loanId);
  return row ? borrowerRestructureOf(row) : null;
}

export interface BorrowerAnswer {
  loanId: string;
  userId: string;
  accept: boolean;
  wordingVersion: RestructureWordingVersion;
  origin: { ip: string | null; userAgent: string | null };
}

/**
 * The borrower accepts or declines the proposal waiting for them on their own loan (another's reads as
 * not found), recorded like a consent: the wording version read, when, the address and the browser.
 * One conditional update: of two answers at once one lands, the other is refused. Audited.
 */
export async function answerRestructure(
  deps: RestructureDeps,
  answer: BorrowerAnswer,
): Promise<BorrowerRestructure> {
  return deps.db.transaction(async (tx) => {
    await loanReadBy(tx, answer.loanId, { borrowerId: answer.userId });
    const live = await findLiveRestructure(tx, answer.loanId);
    if (!live) throw new RestructureNotFoundError();
    const at = deps.now();
    const moved = await moveRestructure(tx, live.id, ['proposed'], {
      status: answer.accept ? 'accepted' : 'declined',
      wordingVersion: answer.wordingVersion,
      answeredAt: at,
      answeredIp: answer.origin.ip,
      answeredUserAgent: answer.origin.userAgent,
    });
    if (!moved) throw new RestructureNotAwaitingError();
    await recordAudit(tx, {
      actorId: answer.userId,
      action: answer.accept ? 'collections.restructure_accepted' : 'collections.restructure_declined',
      loanId: answer.loanId,
      entityType: 'restructure',
      entityId: moved.id,
      before: { status: live.status },
      after: { status: moved.status, wordingVersion: answer.wordingVersion, ...answer.origin },
    });
    return borrowerRestructureOf(moved);
  });
}

/**
 * A second member of staff rejects a proposal (before or after the borrower's answer); the proposer's own
 * "reject" withdraws it (cancelled). Audited.
 */
export async function rejectRestructure(
  deps: RestructureDeps,
  input: { id: string; staffId: string },
): Promise<RestructureProposal> {
  return deps.db.transaction(async (tx) => {
    const row = await lockRestructure(tx, input.id);
    if (!row) throw new RestructureNotFoundError();
    const own = row.proposedBy === input.staffId;
    const moved = await moveRestructure(tx, row.id, ['proposed', 'accepted'], {
      status: own ? 'cancelled' : 'rejected',
      decidedBy: input.staffId,
      decidedAt: deps.now(),
    });
    if (!moved) throw new RestructureDecidedError();
    await recordAudit(tx, {
      actorId: input.staffId,
      action: own ? 'collections.restructure_cancelled' : 'collections.restructure_rejected',
      loanId: row.loanId,
      entityType: 'restructure',
      entityId: row.id,
      before: { status: row.status },
      after: { status: moved.status },
    });
    return proposalView(tx, moved);
  });
}

/** JSON with every object's keys in order: jsonb keeps its own key order, so a plain stringify differs. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * Maker-checker (docs/product.md §23.7): another admin or superuser approves a proposal the borrower
 * accepted, and it takes effect in one transaction with the loan locked — the new schedule in force (the
 * old one stays on the proposal row), the ledger's `reschedule` entry moving what was owed onto it, the
 * loan's position refreshed, and an overdue loan whose arrears were carried in back to active. If anything
 * was posted to the loan since the proposal (a payment, a late fee) the plan no longer fits: the proposal
 * expires and the approval is refused, nothing else changed. The borrower is told; audited.
 */
export async function approveRestructure(
  deps: RestructureDeps,
  input: { id: string; staffId: string },
): Promise<RestructureProposal> {
  const outcome = await deps.db.transaction(async (tx) => {
    const found = await findRestructure(tx, input.id);
    if (!found) throw new RestructureNotFoundError();
    // The loan first, then the proposal: the order every writer of the loan takes.
    const locked = await lockLoanWithBorrower(tx, found.loanId);
    const row = await lockRestructure(tx, input.id);
    if (!locked || !row) throw new RestructureNotFoundError();
    let { loan } = locked;
    refuseOwnLoan(loan, input.staffId);
    if (row.proposedBy === input.staffId) throw new RestructureOwnProposalError();
    if (row.status === 'proposed') throw new RestructureNotAcceptedError();
    if (row.status !== 'accepted') throw new RestructureDecidedError();
    const today = await businessToday({ ...deps, db: tx });
    const now = deps.now();
    const balances = loanBalances(loan, await loadLoanReceivables(tx, loan.id));
    const plan = replayPlan(row, loan.monthlyRateBasisPoints);
    const fits =
      (loan.status === 'active' || loan.status === 'overdue') &&
      sameJson(balances.instalments, row.owedBefore) &&
      sameJson(balances.schedule, row.previousSchedule) &&
      plan !== undefined &&
      sameJson(plan.schedule, row.schedule) &&
      plan.firstDueDate > today;
    if (!fits || !plan) {
      const expired = await moveRestructure(tx, row.id, ['accepted'], {
        status: 'expired',
        decidedBy: input.staffId,
        decidedAt: now,
      });
      await recordAudit(tx, {
        actorId: input.staffId,
        action: 'collections.restructure_expired',
        loanId: loan.id,
        entityType: 'restructure',
        entityId: row.id,
        before: { status: row.status },
        after: { status: expired?.status ?? row.status },
      });
      return { changed: true as const };
    }
    await postRestructureEntry(tx, {
      loanId: loan.id,
      restructureId: row.id,
      replaced: plan.replaced,
      lines: plan.lines,
      at: now,
    });
    loan = await reviseSchedule(tx, loan, plan.schedule, plan.lines[0]?.number ?? 1, now);
    const after = await refreshLoanPosition(tx, loan, now);
    if (loan.status === 'overdue' && !hasArrears(after.instalments, today, loan.lateFeeGraceDays)) {
      // The arrears moved into the new plan: the loan is current again, as after a repayment.
      const moved = await moveLoan(tx, { loanId: loan.id, to: 'active', by: 'servicing', at: now });
      if (moved) {
        await recordAudit(tx, {
          actorId: input.staffId,
          action: 'loan.arrears_cleared',
          loanId: loan.id,
          entityType: 'loan',
          entityId: loan.id,
          before: { status: loan.status },
          after: { status: 'active' },
        });
      }
    }
    const approved = await moveRestructure(tx, row.id, ['accepted'], {
      status: 'approved',
      decidedBy: input.staffId,
      decidedAt: now,
    });
    if (!approved) throw new RestructureDecidedError();
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'collections.restructure_approved',
      loanId: loan.id,
      entityType: 'restructure',
      entityId: row.id,
      before: { status: row.status, outstanding: balances.outstanding },
      after: { status: 'approved', outstanding: after.outstanding },
    });
    await tellBorrower(tx, { mailer: deps.mailer, appUrl: deps.config.appUrl, now }, loan.userId, {
      kind: 'restructure_approved',
      loanId: loan.id,
      instalment: plan.instalment,
      firstDueDate: plan.firstDueDate,
      count: plan.count,
    });
    return { changed: false as const, view: await proposalView(tx, approved) };
  });
  if (outcome.changed) throw new RestructureLoanChangedError();
  return outcome.view;
}

/** The proposal's plan computed again from what it was computed on: the same plan, with its ledger parts. */
function replayPlan(row: Restructure, monthlyRateBasisPoints: number): RestructurePlan | undefined {
  const result = planRestructure({
    schedule: row.previousSchedule,
    owed: row.owedBefore,
    on: row.computedOn,
    monthlyRateBasisPoints,
    kind: row.kind,
    months: row.months,
  });
  return result.ok ? result.plan : undefined;
}
