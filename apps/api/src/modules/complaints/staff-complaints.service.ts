import type { Complaint, Executor } from '@kwacha/db';
import {
  COMPLAINT_MESSAGES,
  type ComplaintNoteRequest,
  type ResolveComplaintRequest,
  STAFF_QUEUE_LIMIT,
  type StaffComplaint,
  type StaffComplaintFilter,
  type StaffComplaintSummary,
  type StaffPerson,
} from '@kwacha/shared/complaints/complaints';
import { CREDIT_DISPUTE_MESSAGES } from '@kwacha/shared/credit-bureau/credit-disputes';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { tellBorrower } from '../notifications/notifications.public';
import { displayName } from '../users/display-name';
import { toComplaintView } from './complaint-view';
import {
  AssigneeNotStaffError,
  ComplaintNotFoundError,
  ComplaintStateConflictError,
} from './complaints.errors';
import {
  findActiveStaff,
  findLinkedLoanAndPayment,
  findStaffComplaintRow,
  insertNote,
  listActiveStaff,
  listNotes,
  listStaffQueue,
  lockComplaint,
  type StaffComplaintRow,
  updateComplaint,
} from './complaints.repository';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'now' | 'config'>;
type Staff = { id: string };

const personOf = (
  p: { id: string; username: string; firstName: string | null; lastName: string | null } | null,
): StaffPerson | null => (p ? { id: p.id, name: displayName(p) } : null);

const isOverdue = (c: Complaint, now: Date) =>
  (c.status === 'open' && c.acknowledgeBy < now) || (c.status !== 'resolved' && c.resolveBy < now);

function toSummary(row: StaffComplaintRow, now: Date): StaffComplaintSummary {
  return {
    ...toComplaintView(row),
    borrower: { id: row.borrower.id, name: displayName(row.borrower) },
    assignee: personOf(row.assignee),
    overdue: isOverdue(row.complaint, now),
  };
}

/** The staff queue (docs/product.md §17.5): nearest deadline first, at most STAFF_QUEUE_LIMIT rows. */
export async function staffQueue(
  ctx: Pick<Ctx, 'db' | 'now'>,
  query: { status: StaffComplaintFilter; overdue: boolean },
): Promise<StaffComplaintSummary[]> {
  const now = ctx.now();
  const rows = await listStaffQueue(ctx.db, { ...query, now, limit: STAFF_QUEUE_LIMIT });
  return rows.map((row) => toSummary(row, now));
}

export async function staffComplaint(db: Executor, id: string, now: Date): Promise<StaffComplaint> {
  const row = await findStaffComplaintRow(db, id);
  if (!row) throw new ComplaintNotFoundError();
  const [{ loan, payment }, notes] = await Promise.all([
    findLinkedLoanAndPayment(db, row.complaint),
    listNotes(db, id),
  ]);
  return {
    ...toSummary(row, now),
    borrower: {
      id: row.borrower.id,
      name: displayName(row.borrower),
      email: row.borrower.email,
      phoneNumber: row.borrower.phoneNumber,
    },
    loan: loan
      ? {
          id: loan.id,
          productName: loan.quote.productName,
          amount: ngweeToKwacha(loan.amount),
          status: loan.status,
        }
      : null,
    payment: payment
      ? {
          id: payment.id,
          reference: payment.reference,
          amount: ngweeToKwacha(payment.amount),
          status: payment.status,
        }
      : null,
    notes: notes.map(({ note, author }) => ({
      id: note.id,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
      author: { id: author.id, name: displayName(author) },
    })),
  };
}

export async function assignableStaff(db: Executor): Promise<StaffPerson[]> {
  return (await listActiveStaff(db)).map((p) => ({ id: p.id, name: displayName(p) }));
}

/**
 * Runs one staff action on a locked complaint with its audit record, in one transaction, and answers the
 * complaint as it then stands. Two staff acting at once queue on the lock; the second sees the first's
 * move and, when its own no longer applies, gets a 409.
 */
async function act(
  ctx: Ctx,
  staff: Staff,
  id: string,
  action: string,
  change: (tx: Executor, complaint: Complaint, now: Date) => Promise<Record<string, unknown>>,
): Promise<StaffComplaint> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const complaint = await lockComplaint(tx, id);
    if (!complaint) throw new ComplaintNotFoundError();
    const after = await change(tx, complaint, now);
    await recordAudit(tx, {
      actorId: staff.id,
      action: `complaint.${action}`,
      loanId: complaint.loanId,
      entityType: 'complaint',
      entityId: complaint.id,
      before: { status: complaint.status, assignedTo: complaint.assignedTo },
      after: { reference: complaint.reference, ...after },
    });
    return staffComplaint(tx, id, now);
  });
}

export function acknowledgeComplaint(ctx: Ctx, staff: Staff, id: string) {
  return act(ctx, staff, id, 'acknowledged', async (tx, complaint, now) => {
    if (complaint.status === 'resolved')
      throw new ComplaintStateConflictError(COMPLAINT_MESSAGES.alreadyResolved);
    if (complaint.status === 'acknowledged') {
      throw new ComplaintStateConflictError(COMPLAINT_MESSAGES.alreadyAcknowledged);
    }
    // Whoever acknowledges an unassigned complaint takes it.
    const updated = await updateComplaint(
      tx,
      id,
      { status: 'acknowledged', acknowledgedAt: now, assignedTo: complaint.assignedTo ?? staff.id },
      now,
    );
    await tellBorrower(tx, { mailer: ctx.mailer, appUrl: ctx.config.appUrl, now }, complaint.userId, {
      kind: 'complaint_acknowledged',
      complaint: complaint,
    });
    return { status: updated.status, assignedTo: updated.assignedTo };
  });
}

export function assignComplaint(ctx: Ctx, staff: Staff, id: string, assigneeId: string) {
  return act(ctx, staff, id, 'assigned', async (tx, complaint, now) => {
    if (complaint.status === 'resolved')
      throw new ComplaintStateConflictError(COMPLAINT_MESSAGES.alreadyResolved);
    const assignee = await findActiveStaff(tx, assigneeId);
    if (!assignee) throw new AssigneeNotStaffError();
    await updateComplaint(tx, id, { assignedTo: assignee.id }, now);
    return { status: complaint.status, assignedTo: assignee.id };
  });
}

/** Staff's own note: allowed at any status (a resolved complaint may still need a record of a call). */
export function addComplaintNote(ctx: Ctx, staff: Staff, id: string, request: ComplaintNoteRequest) {
  return act(ctx, staff, id, 'note_added', async (tx, complaint, now) => {
    const note = await insertNote(tx, {
      complaintId: id,
      authorId: staff.id,
      body: request.body,
      createdAt: now,
    });
    return { status: complaint.status, noteId: note.id };
  });
}

/**
 * Resolves a case from the desk. A credit bureau dispute's case (category credit_report) is resolved only
 * with its outcome, through the dispute (docs/product.md §25.5): from here it is a 409 that says so.
 */
export function resolveComplaint(ctx: Ctx, staff: Staff, id: string, request: ResolveComplaintRequest) {
  return resolveCase(ctx, staff, id, request, { category: 'other' });
}

/**
 * Resolves a case of `expect.category` and, in the same transaction after the complaint is locked and
 * resolved, runs `alongside` (the dispute's own record). The complaints module knows nothing of the
 * caller: the flow that owns the case hands in what else must change with it.
 */
export function resolveCase(
  ctx: Ctx,
  staff: Staff,
  id: string,
  request: ResolveComplaintRequest,
  expect: {
    category: 'credit_report' | 'other';
    alongside?: (tx: Executor, complaint: Complaint, now: Date) => Promise<Record<string, unknown>>;
  },
) {
  return act(ctx, staff, id, 'resolved', async (tx, complaint, now) => {
    if (complaint.status === 'resolved')
      throw new ComplaintStateConflictError(COMPLAINT_MESSAGES.alreadyResolved);
    const disputeCase = complaint.category === 'credit_report';
    if (disputeCase !== (expect.category === 'credit_report')) {
      if (disputeCase) throw new ComplaintStateConflictError(CREDIT_DISPUTE_MESSAGES.resolveThroughDispute);
      throw new ComplaintNotFoundError();
    }
    const resolution = request.resolution;
    const updated = await updateComplaint(
      tx,
      id,
      {
        status: 'resolved',
        resolvedAt: now,
        resolution,
        // Resolving an open complaint answers it too: it counts as acknowledged at the same moment.
        acknowledgedAt: complaint.acknowledgedAt ?? now,
        assignedTo: complaint.assignedTo ?? staff.id,
      },
      now,
    );
    const also = (await expect.alongside?.(tx, complaint, now)) ?? {};
    await tellBorrower(tx, { mailer: ctx.mailer, appUrl: ctx.config.appUrl, now }, complaint.userId, {
      kind: 'complaint_resolved',
      complaint: { ...complaint, resolution },
    });
    return { status: updated.status, assignedTo: updated.assignedTo, resolution, ...also };
  });
}
