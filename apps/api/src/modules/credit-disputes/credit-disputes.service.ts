import type {
  CreateCreditDispute,
  CreditBureauOverview,
  CreditDisputeView,
  ResolveCreditDisputeRequest,
  StaffCreditDispute,
} from '@kwacha/shared/credit-bureau/credit-disputes';
import { isPaidOut } from '@kwacha/shared/loans/loan-status';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import {
  type ComplaintAttachmentUpload,
  raiseComplaintIn,
  resolveCase,
} from '../complaints/complaints.public';
import { displayName } from '../users/display-name';
import {
  CreditDisputeNotFoundError,
  DisputeAlreadyOpenError,
  DisputeAlreadyResolvedError,
  ReportedLoanNotFoundError,
} from './credit-disputes.errors';
import {
  type DisputeRow,
  disputeOfComplaint,
  disputesOfUser,
  findDispute,
  insertDispute,
  openDisputeOfLoan,
  reportedLoanOf,
  reportedLoansOf,
  resolveOpenDispute,
} from './credit-disputes.repository';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'now' | 'config'>;

function toView(row: DisputeRow): CreditDisputeView {
  const d = row.dispute;
  return {
    id: d.id,
    loanId: d.loanId,
    complaintId: d.complaintId,
    complaintReference: row.complaintReference,
    reason: d.reason,
    status: d.status,
    outcome: d.outcome,
    openedAt: d.openedAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
    resolveBy: row.resolveBy.toISOString(),
    resolution: row.resolution,
  };
}

/**
 * What the borrower's "Credit bureau" section shows (docs/product.md §25.5): the loans the bureau is told
 * about — theirs, paid out, with bureau consent — each with its open dispute, and every dispute they raised.
 */
export async function creditBureauOverview(
  ctx: Pick<Ctx, 'db'>,
  userId: string,
): Promise<CreditBureauOverview> {
  const [loans, disputes] = await Promise.all([
    reportedLoansOf(ctx.db, userId),
    disputesOfUser(ctx.db, userId),
  ]);
  const views = disputes.map(toView);
  return {
    loans: loans.map((loan) => ({
      loanId: loan.loanId,
      productName: loan.productName,
      amount: loan.amount,
      status: loan.status,
      disbursementDate: loan.disbursementDate?.toISOString() ?? null,
      openDispute: views.find((d) => d.loanId === loan.loanId && d.status === 'open') ?? null,
    })),
    disputes: views,
  };
}

/**
 * A borrower disputes what the bureau is told about one of their loans (docs/product.md §25.5): the loan
 * must be theirs, paid out and reported (else 404, as for another's), with no dispute open (409; the
 * database's partial unique index decides a race). The complaints-desk case (category credit_report, its
 * deadlines, the borrower's acknowledgement, staff's bell) and the dispute are written in one transaction.
 */
export async function openCreditDispute(
  ctx: Ctx,
  user: { id: string },
  input: CreateCreditDispute,
  attachment: ComplaintAttachmentUpload | undefined,
) {
  return ctx.db.transaction(async (tx) => {
    const loan = await reportedLoanOf(tx, user.id, input.loanId);
    if (!loan?.consent || !isPaidOut(loan.status)) throw new ReportedLoanNotFoundError();
    if (await openDisputeOfLoan(tx, loan.loanId)) throw new DisputeAlreadyOpenError();
    const complaint = await raiseComplaintIn(
      tx,
      ctx,
      user,
      { category: 'credit_report', description: input.reason, loanId: loan.loanId },
      attachment,
    );
    const dispute = await insertDispute(tx, {
      loanId: loan.loanId,
      userId: user.id,
      complaintId: complaint.id,
      reason: input.reason,
      openedAt: complaint.createdAt,
    });
    // Someone else's request for the same loan committed between the check and the insert.
    if (!dispute) throw new DisputeAlreadyOpenError();
    await recordAudit(tx, {
      actorId: user.id,
      action: 'credit_dispute.opened',
      loanId: loan.loanId,
      entityType: 'credit_dispute',
      entityId: dispute.id,
      after: { complaint: complaint.reference },
    });
    return { id: dispute.id, complaintId: complaint.id, complaintReference: complaint.reference };
  });
}

/** The dispute behind a complaints-desk case, for the staff screen; 404 when the case is not a dispute. */
export async function staffDisputeOfComplaint(
  ctx: Pick<Ctx, 'db'>,
  complaintId: string,
): Promise<StaffCreditDispute> {
  const row = await disputeOfComplaint(ctx.db, complaintId);
  if (!row) throw new CreditDisputeNotFoundError();
  return {
    ...toView(row),
    resolvedBy: row.resolvedBy ? { id: row.resolvedBy.id, name: displayName(row.resolvedBy) } : null,
  };
}

/**
 * Staff resolve a dispute with its outcome (docs/product.md §25.5): the complaints-desk case is resolved
 * with the answer the borrower reads, and the dispute with its outcome, in one transaction (the case is
 * locked first, then the dispute updated only if still open); audited. From then on the loan is no longer
 * reported as disputed; "corrected" means the record was wrong, and the next file carries it as fixed
 * (credit-reporting's corrections). The desk's own resolve refuses a dispute's case, so the two never part.
 */
export async function resolveCreditDispute(
  ctx: Ctx,
  staff: { id: string },
  disputeId: string,
  request: ResolveCreditDisputeRequest,
): Promise<StaffCreditDispute> {
  const dispute = await findDispute(ctx.db, disputeId);
  if (!dispute) throw new CreditDisputeNotFoundError();
  if (dispute.status !== 'open') throw new DisputeAlreadyResolvedError();
  await resolveCase(
    ctx,
    staff,
    dispute.complaintId,
    { resolution: request.resolution },
    {
      category: 'credit_report',
      async alongside(tx, _complaint, now) {
        const resolved = await resolveOpenDispute(tx, dispute.id, {
          outcome: request.outcome,
          resolvedBy: staff.id,
          resolvedAt: now,
        });
        if (!resolved) throw new DisputeAlreadyResolvedError();
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'credit_dispute.resolved',
          loanId: dispute.loanId,
          entityType: 'credit_dispute',
          entityId: dispute.id,
          before: { status: 'open' },
          after: { status: 'resolved', outcome: request.outcome },
        });
        return { creditDisputeOutcome: request.outcome };
      },
    },
  );
  return staffDisputeOfComplaint(ctx, dispute.complaintId);
}
