import {
  type Complaint,
  complaintAttachments,
  complaintNotes,
  complaints,
  type Executor,
  loanApplications,
  type NewComplaint,
  payments,
  users,
} from '@kwacha/db';
import type { AttachmentType, StaffComplaintFilter } from '@kwacha/shared/complaints/complaints';
import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';

const borrower = alias(users, 'borrower');
const assignee = alias(users, 'assignee');
const author = alias(users, 'author');

/** A person a complaint names (its borrower, its assignee, a note's author), without contact details. */
function personColumns<T extends Record<'id' | 'username' | 'firstName' | 'lastName', PgColumn>>(
  person: T,
): Pick<T, 'id' | 'username' | 'firstName' | 'lastName'> {
  return { id: person.id, username: person.username, firstName: person.firstName, lastName: person.lastName };
}

const borrowerPerson = personColumns(borrower);
const assigneePerson = personColumns(assignee);
const authorPerson = personColumns(author);
const staffPerson = personColumns(users);

/** The attachment's description without its bytes: lists never read the file itself. */
const attachmentMeta = {
  filename: complaintAttachments.filename,
  contentType: complaintAttachments.contentType,
  size: complaintAttachments.size,
};

/** Inserts the complaint unless its reference is taken (then undefined: the caller draws another). */
export async function insertComplaint(db: Executor, values: NewComplaint): Promise<Complaint | undefined> {
  const [row] = await db
    .insert(complaints)
    .values(values)
    .onConflictDoNothing({ target: complaints.reference })
    .returning();
  return row;
}

export async function insertAttachment(
  db: Executor,
  values: { complaintId: string; filename: string; contentType: AttachmentType; content: Buffer },
): Promise<void> {
  await db.insert(complaintAttachments).values({ ...values, size: values.content.length });
}

/** A payment of this borrower (another's is as unknown as a missing one). */
export async function findPaymentOfUser(db: Executor, userId: string, paymentId: string) {
  const [row] = await db
    .select({ id: payments.id, loanId: payments.loanId, reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row;
}

const borrowerColumns = {
  complaint: complaints,
  paymentReference: payments.reference,
  attachment: attachmentMeta,
};

export type BorrowerComplaintRow = {
  complaint: Complaint;
  paymentReference: string | null;
  attachment: { filename: string; contentType: AttachmentType; size: number } | null;
};

export async function listComplaintsOfUser(db: Executor, userId: string): Promise<BorrowerComplaintRow[]> {
  return db
    .select(borrowerColumns)
    .from(complaints)
    .leftJoin(payments, eq(payments.id, complaints.paymentId))
    .leftJoin(complaintAttachments, eq(complaintAttachments.complaintId, complaints.id))
    .where(eq(complaints.userId, userId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(100);
}

/** One complaint; with `userId`, only when it is that borrower's. */
export async function findComplaintRow(
  db: Executor,
  id: string,
  userId?: string,
): Promise<BorrowerComplaintRow | undefined> {
  const [row] = await db
    .select(borrowerColumns)
    .from(complaints)
    .leftJoin(payments, eq(payments.id, complaints.paymentId))
    .leftJoin(complaintAttachments, eq(complaintAttachments.complaintId, complaints.id))
    .where(userId ? and(eq(complaints.id, id), eq(complaints.userId, userId)) : eq(complaints.id, id));
  return row;
}

/** The file itself, with its complaint's owner and reference (for the download's name and the check). */
export async function findAttachment(db: Executor, complaintId: string) {
  const [row] = await db
    .select({
      userId: complaints.userId,
      reference: complaints.reference,
      contentType: complaintAttachments.contentType,
      content: complaintAttachments.content,
    })
    .from(complaintAttachments)
    .innerJoin(complaints, eq(complaints.id, complaintAttachments.complaintId))
    .where(eq(complaintAttachments.complaintId, complaintId));
  return row;
}

/** The deadline that matters now: acknowledging while open, resolving while acknowledged. */
const nextDeadline = sql`case ${complaints.status} when 'open' then ${complaints.acknowledgeBy} when 'acknowledged' then ${complaints.resolveBy} end`;

/** Open past its acknowledge deadline, or not resolved past its resolve deadline. */
export const overdueCondition = (now: Date): SQL =>
  or(
    and(eq(complaints.status, 'open'), lt(complaints.acknowledgeBy, now)),
    and(inArray(complaints.status, ['open', 'acknowledged']), lt(complaints.resolveBy, now)),
  ) as SQL;

function statusCondition(filter: StaffComplaintFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'unresolved') return inArray(complaints.status, ['open', 'acknowledged']);
  return eq(complaints.status, filter);
}

const staffColumns = {
  ...borrowerColumns,
  borrower: { ...borrowerPerson, email: borrower.email, phoneNumber: borrower.phoneNumber },
  assignee: assigneePerson,
};

function staffQuery(db: Executor) {
  return db
    .select(staffColumns)
    .from(complaints)
    .innerJoin(borrower, eq(borrower.id, complaints.userId))
    .leftJoin(assignee, eq(assignee.id, complaints.assignedTo))
    .leftJoin(payments, eq(payments.id, complaints.paymentId))
    .leftJoin(complaintAttachments, eq(complaintAttachments.complaintId, complaints.id));
}

export type StaffComplaintRow = NonNullable<Awaited<ReturnType<typeof findStaffComplaintRow>>>;

/** The staff queue: nearest deadline first; resolved ones (no deadline left) newest resolved first. */
export async function listStaffQueue(
  db: Executor,
  query: { status: StaffComplaintFilter; overdue: boolean; now: Date; limit: number },
) {
  const conditions = [statusCondition(query.status), query.overdue ? overdueCondition(query.now) : undefined];
  return staffQuery(db)
    .where(and(...conditions))
    .orderBy(
      sql`${nextDeadline} asc nulls last`,
      desc(complaints.resolvedAt),
      asc(complaints.createdAt),
      asc(complaints.id),
    )
    .limit(query.limit);
}

export async function findStaffComplaintRow(db: Executor, id: string) {
  const [row] = await staffQuery(db).where(eq(complaints.id, id));
  return row;
}

/** The loan and payment a complaint names, as staff see them beside it. */
export async function findLinkedLoanAndPayment(db: Executor, complaint: Complaint) {
  const [loan] = complaint.loanId
    ? await db
        .select({
          id: loanApplications.id,
          amount: loanApplications.amount,
          status: loanApplications.status,
          quote: loanApplications.quoteSnapshot,
        })
        .from(loanApplications)
        .where(eq(loanApplications.id, complaint.loanId))
    : [];
  const [payment] = complaint.paymentId
    ? await db
        .select({
          id: payments.id,
          reference: payments.reference,
          amount: payments.amount,
          status: payments.status,
        })
        .from(payments)
        .where(eq(payments.id, complaint.paymentId))
    : [];
  return { loan, payment };
}

export async function listNotes(db: Executor, complaintId: string) {
  return db
    .select({ note: complaintNotes, author: authorPerson })
    .from(complaintNotes)
    .innerJoin(author, eq(author.id, complaintNotes.authorId))
    .where(eq(complaintNotes.complaintId, complaintId))
    .orderBy(asc(complaintNotes.createdAt), asc(complaintNotes.id));
}

/** Locks the complaint for a staff action: two staff acting at once queue here, the second sees the first's result. */
export async function lockComplaint(db: Executor, id: string): Promise<Complaint | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id)).for('update');
  return row;
}

export async function updateComplaint(
  db: Executor,
  id: string,
  changes: Partial<Pick<Complaint, 'status' | 'assignedTo' | 'acknowledgedAt' | 'resolvedAt' | 'resolution'>>,
  at: Date,
): Promise<Complaint> {
  const [row] = await db
    .update(complaints)
    .set({ ...changes, updatedAt: at })
    .where(eq(complaints.id, id))
    .returning();
  if (!row) throw new Error('complaint vanished while locked');
  return row;
}

export async function insertNote(
  db: Executor,
  values: { complaintId: string; authorId: string; body: string; createdAt: Date },
) {
  const [row] = await db.insert(complaintNotes).values(values).returning();
  if (!row) throw new Error('note not inserted');
  return row;
}

/** Active admins and superusers: who a complaint can be assigned to. */
export async function listActiveStaff(db: Executor) {
  return db
    .select(staffPerson)
    .from(users)
    .where(and(inArray(users.role, ['admin', 'superuser']), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.username))
    .limit(500);
}

export async function findActiveStaff(db: Executor, id: string) {
  const [row] = await db
    .select(staffPerson)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, ['admin', 'superuser']), eq(users.isActive, true)));
  return row;
}
