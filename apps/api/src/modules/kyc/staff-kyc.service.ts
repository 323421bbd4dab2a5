import type { KycQueuePage, KycQueueQuery, KycReview, RequestAnotherPhoto } from '@kwacha/shared/kyc/kyc';
import type { KycDocumentKind } from '@kwacha/shared/kyc/kyc-view';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { tellBorrower } from '../notifications/notifications.public';
import { displayName } from '../users/display-name';
import { KycBorrowerNotFoundError, KycNotSubmittedError } from './kyc.errors';
import {
  findReviewRow,
  isBorrower,
  listDocuments,
  listQueue,
  lockCheck,
  updateCheck,
} from './kyc.repository';
import { photoOf } from './kyc.service';
import { decodeKycQueueCursor, encodeKycQueueCursor } from './kyc-queue-cursor';
import { toDocumentView } from './kyc-view';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer'>;
type Staff = { id: string };

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * GET /api/admin/kyc: one page of the borrowers in one status, oldest submission first, ties by user id
 * (docs/product.md §20.4). Keyset pages keep the order stable while staff decide: a borrower who leaves
 * the status neither shifts nor repeats the rows after them.
 */
export async function kycQueue(ctx: Pick<Ctx, 'db'>, query: KycQueueQuery): Promise<KycQueuePage> {
  const after = query.cursor === undefined ? undefined : decodeKycQueueCursor(query.cursor, query.status);
  const rows = await listQueue(ctx.db, query.status, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      userId: row.userId,
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      email: row.email,
      status: row.status,
      submittedAt: iso(row.submittedAt),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeKycQueueCursor(query.status, { submittedAt: last.submittedKey, userId: last.userId })
        : null,
  };
}

async function reviewOf(ctx: Pick<Ctx, 'db'>, userId: string): Promise<KycReview> {
  const row = await findReviewRow(ctx.db, userId);
  if (!row) throw new KycBorrowerNotFoundError();
  const documents = await listDocuments(ctx.db, userId);
  const { user, check } = row;
  return {
    userId: user.id,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    dateOfBirth: user.dateOfBirth,
    nrcNumber: user.nrcNumber,
    status: check?.status ?? 'not_started',
    reason: check?.reason ?? null,
    reasonKind: check?.reasonKind ?? null,
    submittedAt: iso(check?.submittedAt),
    decidedAt: iso(check?.decidedAt),
    decidedBy: row.decider?.username ? displayName(row.decider) : null,
    documents: documents.map(toDocumentView),
  };
}

/** GET /api/admin/kyc/:userId: the registration details beside the photos; the viewing is audited. */
export async function reviewKyc(ctx: Pick<Ctx, 'db'>, staff: Staff, userId: string): Promise<KycReview> {
  const review = await reviewOf(ctx, userId);
  await recordAudit(ctx.db, {
    actorId: staff.id,
    action: 'kyc.viewed',
    entityType: 'kyc_check',
    entityId: userId,
    after: { status: review.status },
  });
  return review;
}

/** One photo for staff; every viewing is audited (docs/product.md §20.4). */
export async function staffPhoto(
  ctx: Pick<AppContext, 'db' | 'config' | 'logger'>,
  staff: Staff,
  userId: string,
  kind: KycDocumentKind,
): Promise<Buffer> {
  if (!(await isBorrower(ctx.db, userId))) throw new KycBorrowerNotFoundError();
  const jpeg = await photoOf(ctx, userId, kind);
  await recordAudit(ctx.db, {
    actorId: staff.id,
    action: 'kyc.document_viewed',
    entityType: 'kyc_check',
    entityId: userId,
    after: { kind },
  });
  return jpeg;
}

/** Locks a submitted check, applies a decision with its audit record, notification and e-mail. */
async function decide(
  ctx: Ctx,
  staff: Staff,
  userId: string,
  decision:
    | { status: 'approved'; reason: null; reasonKind: null }
    | { status: 'needs_another_photo'; reason: string; reasonKind: KycDocumentKind },
): Promise<KycReview> {
  if (!(await isBorrower(ctx.db, userId))) throw new KycBorrowerNotFoundError();
  await ctx.db.transaction(async (tx) => {
    const check = await lockCheck(tx, userId);
    if (check?.status !== 'submitted') throw new KycNotSubmittedError();
    const now = ctx.now();
    await updateCheck(tx, userId, { ...decision, decidedAt: now, decidedBy: staff.id }, now);
    await recordAudit(tx, {
      actorId: staff.id,
      action: decision.status === 'approved' ? 'kyc.approved' : 'kyc.another_photo_requested',
      entityType: 'kyc_check',
      entityId: userId,
      before: { status: check.status },
      after:
        decision.status === 'approved'
          ? { status: decision.status }
          : { status: decision.status, kind: decision.reasonKind, reason: decision.reason },
    });
    await tellBorrower(
      tx,
      { mailer: ctx.mailer, appUrl: ctx.config.appUrl, now },
      userId,
      decision.status === 'approved'
        ? { kind: 'kyc_approved' }
        : { kind: 'kyc_another_photo', photo: decision.reasonKind, reason: decision.reason },
    );
  });
  return reviewOf(ctx, userId);
}

/** What follows an approval, after it committed: loan decisions listen (wired in app.ts). */
export type IdentityApprovedListener = (ctx: Ctx, userId: string) => Promise<unknown>;

/**
 * Approves submitted documents; an application that waited for them then meets the instant-approval rules
 * (docs/product.md §20.5), after the approval committed, as a new application would. Loan decisions sit
 * above this module (docs/architecture.md §2), so they are told rather than called.
 */
export async function approveKyc(
  ctx: Ctx,
  staff: Staff,
  userId: string,
  onApproved: IdentityApprovedListener,
): Promise<KycReview> {
  const review = await decide(ctx, staff, userId, { status: 'approved', reason: null, reasonKind: null });
  await onApproved(ctx, userId);
  return review;
}

export const requestAnotherPhoto = (ctx: Ctx, staff: Staff, userId: string, request: RequestAnotherPhoto) =>
  decide(ctx, staff, userId, {
    status: 'needs_another_photo',
    reason: request.reason,
    reasonKind: request.kind,
  });
