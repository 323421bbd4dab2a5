import type { Complaint, Executor } from '@kwacha/db';
import { isStaffRole, type UserRole } from '@kwacha/shared/auth/roles';
import {
  type ComplaintView,
  type CreateComplaint,
  complaintCategoryLabel,
} from '@kwacha/shared/complaints/complaints';
import { complaintDeadlines } from '@kwacha/shared/complaints/working-days';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { findLoanOfUser } from '../loans/loans.public';
import { notifyStaff, tellBorrower } from '../notifications/notifications.public';
import { newComplaintReference } from './complaint-reference';
import type { ComplaintAttachmentUpload } from './complaint-upload';
import { toComplaintView } from './complaint-view';
import {
  AttachmentNotFoundError,
  ComplaintNotFoundError,
  ComplaintSubjectNotFoundError,
} from './complaints.errors';
import {
  findAttachment,
  findComplaintRow,
  findPaymentOfUser,
  insertAttachment,
  insertComplaint,
  listComplaintsOfUser,
} from './complaints.repository';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'now' | 'config'>;

/**
 * A borrower raises a complaint (docs/product.md §17.2): the loan and payment it names must be theirs
 * (else 404), the deadlines are fixed now, and the complaint, its file, the borrower's e-mail and bell
 * notice and the staff's bell notices are written in one transaction.
 */
export async function raiseComplaint(
  ctx: Ctx,
  user: { id: string },
  input: CreateComplaint,
  attachment: ComplaintAttachmentUpload | undefined,
): Promise<Complaint> {
  return ctx.db.transaction((tx) => raiseComplaintIn(tx, ctx, user, input, attachment));
}

/**
 * raiseComplaint in the caller's transaction: a flow that opens a case with a record of its own (a credit
 * bureau dispute, docs/product.md §25.5) writes both together or neither.
 */
export async function raiseComplaintIn(
  tx: Executor,
  ctx: Omit<Ctx, 'db'>,
  user: { id: string },
  input: CreateComplaint,
  attachment: ComplaintAttachmentUpload | undefined,
): Promise<Complaint> {
  const now = ctx.now();
  const deadlines = complaintDeadlines(now);
  if (input.loanId && !(await findLoanOfUser(tx, user.id, input.loanId))) {
    throw new ComplaintSubjectNotFoundError('loan');
  }
  const payment = input.paymentId ? await findPaymentOfUser(tx, user.id, input.paymentId) : undefined;
  if (input.paymentId && !payment) throw new ComplaintSubjectNotFoundError('payment');
  let complaint: Complaint | undefined;
  // A reference already taken (one in hundreds of billions) simply draws another.
  for (let attempt = 0; !complaint && attempt < 5; attempt += 1) {
    complaint = await insertComplaint(tx, {
      reference: newComplaintReference(),
      userId: user.id,
      // A payment names its loan: the complaint is about both.
      loanId: input.loanId ?? payment?.loanId ?? null,
      paymentId: payment?.id ?? null,
      category: input.category,
      description: input.description,
      ...deadlines,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (!complaint) throw new Error('no free complaint reference after 5 draws');
  if (attachment) await insertAttachment(tx, { complaintId: complaint.id, ...attachment });
  await recordAudit(tx, {
    actorId: user.id,
    action: 'complaint.raised',
    loanId: complaint.loanId,
    entityType: 'complaint',
    entityId: complaint.id,
    after: {
      reference: complaint.reference,
      category: complaint.category,
      attachment: Boolean(attachment),
    },
  });
  await notifyStaff(tx, {
    type: 'info',
    message: `New complaint ${complaint.reference}: ${complaintCategoryLabel(complaint.category)}.`,
    loanId: complaint.loanId,
  });
  await tellBorrower(tx, { mailer: ctx.mailer, appUrl: ctx.config.appUrl, now }, user.id, {
    kind: 'complaint_received',
    complaint,
  });
  return complaint;
}

export async function complaintsOf(ctx: Pick<Ctx, 'db'>, userId: string): Promise<ComplaintView[]> {
  return (await listComplaintsOfUser(ctx.db, userId)).map(toComplaintView);
}

export async function complaintOf(ctx: Pick<Ctx, 'db'>, userId: string, id: string): Promise<ComplaintView> {
  const row = await findComplaintRow(ctx.db, id, userId);
  if (!row) throw new ComplaintNotFoundError();
  return toComplaintView(row);
}

/** The file, for its borrower or staff; anyone else learns nothing (404, as for a missing one). */
export async function complaintAttachment(
  ctx: Pick<Ctx, 'db'>,
  viewer: { id: string; role: UserRole },
  complaintId: string,
) {
  const file = await findAttachment(ctx.db, complaintId);
  const staff = isStaffRole(viewer.role);
  if (!file) {
    if (staff || (await findComplaintRow(ctx.db, complaintId, viewer.id)))
      throw new AttachmentNotFoundError();
    throw new ComplaintNotFoundError();
  }
  if (!staff && file.userId !== viewer.id) throw new ComplaintNotFoundError();
  // A borrower's document read by staff is a staff action like any other (docs/product.md §15).
  if (staff) {
    await recordAudit(ctx.db, {
      actorId: viewer.id,
      action: 'complaint.attachment_viewed',
      entityType: 'complaint',
      entityId: complaintId,
      after: { reference: file.reference },
    });
  }
  const extension =
    file.contentType === 'application/pdf' ? 'pdf' : file.contentType === 'image/png' ? 'png' : 'jpg';
  return { ...file, downloadName: `${file.reference}-attachment.${extension}` };
}
