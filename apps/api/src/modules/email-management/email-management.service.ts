import type { EmailMessage, Executor } from '@kwacha/db';
import {
  type EmailDetail,
  type EmailList,
  type EmailListQuery,
  type EmailRow,
  type EmailStatus,
  emailKindLabel,
  type FailedEmailCounts,
  mayRetryAllOfKind,
  resendModeOf,
} from '@kwacha/shared/staff/email-management';
import { displayName } from '../users/display-name';
import { decodeEmailCursor, encodeEmailCursor } from './email-cursor';
import { EmailNotFoundError } from './email-management.errors';
import {
  countFailedByKind,
  type EmailPageCriteria,
  findEmailForStaff,
  findEmailPage,
  findResendsOfEmail,
} from './email-management.repository';
import { maskLastError, maskMessageForStaff } from './staff-view-secrets';

export interface ReadContext {
  db: Executor;
  now(): Date;
}

// Africa/Lusaka is UTC+2 all year (no daylight saving), so a calendar day there is a fixed UTC range.
const lusakaDayStart = (day: string) => new Date(`${day}T00:00:00+02:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/admin/emails: one page, newest first. */
export async function listEmails(ctx: ReadContext, query: EmailListQuery): Promise<EmailList> {
  const now = ctx.now();
  const q = query.q?.trim();
  const criteria: EmailPageCriteria = {
    // Addresses are stored as written (an account's lower-cased): the text as typed, and lower-cased.
    ...(q && { recipientPrefixes: [...new Set([q, q.toLowerCase()])] }),
    ...(query.kind !== undefined && { kind: query.kind }),
    ...(query.status !== undefined && { status: query.status }),
    // Inclusive Lusaka days: from the first day's start until the day after the last begins.
    ...(query.from !== undefined && { from: lusakaDayStart(query.from) }),
    ...(query.to !== undefined && { until: new Date(lusakaDayStart(query.to).getTime() + DAY_MS) }),
    ...(query.cursor !== undefined && { after: decodeEmailCursor(query.cursor) }),
    now,
    limit: query.limit + 1,
  };
  const rows = await findEmailPage(ctx.db, criteria);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toEmailRow(row, now)),
    nextCursor:
      rows.length > query.limit && last ? encodeEmailCursor({ key: last.createdKey, id: last.id }) : null,
  };
}

/** A queued message whose claim has not run out is being delivered right now. */
export function staffStatus(row: Pick<EmailMessage, 'status' | 'claimedUntil'>, now: Date): EmailStatus {
  if (row.status === 'queued' && row.claimedUntil && row.claimedUntil.getTime() > now.getTime()) {
    return 'sending';
  }
  return row.status;
}

type RowSource = Pick<
  EmailMessage,
  | 'id'
  | 'toAddress'
  | 'template'
  | 'status'
  | 'claimedUntil'
  | 'attempts'
  | 'lastError'
  | 'createdAt'
  | 'sentAt'
  | 'nextAttemptAt'
>;

function toEmailRow(row: RowSource, now: Date): EmailRow {
  return {
    id: row.id,
    recipient: row.toAddress,
    kind: row.template,
    kindLabel: emailKindLabel(row.template),
    status: staffStatus(row, now),
    attempts: row.attempts,
    lastError: maskLastError(row.lastError),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
  };
}

/** GET /api/admin/emails/:id: the message as its recipient saw it, every live secret masked. */
export async function loadEmailDetail(ctx: ReadContext, id: string): Promise<EmailDetail> {
  const row = await findEmailForStaff(ctx.db, id);
  if (!row) throw new EmailNotFoundError();
  const masked = maskMessageForStaff(row);
  const resends = await findResendsOfEmail(ctx.db, id);
  return {
    ...toEmailRow(row, ctx.now()),
    ...masked,
    priority: row.priority,
    transport: row.transport,
    updatedAt: row.updatedAt.toISOString(),
    resendMode: resendModeOf(row.template),
    resends: resends.map((resend) => ({
      at: resend.at.toISOString(),
      by: resend.actor ? displayName(resend.actor) : null,
      newEmailId: typeof resend.after?.newEmailId === 'string' ? resend.after.newEmailId : null,
    })),
  };
}

/** GET /api/admin/emails/failed-counts: the kinds with failed messages, for "Retry all failed". */
export async function failedEmailCounts(db: Executor): Promise<FailedEmailCounts> {
  const rows = await countFailedByKind(db);
  return {
    kinds: rows.map((row) => ({
      kind: row.kind,
      kindLabel: emailKindLabel(row.kind),
      count: row.count,
      retryAll: mayRetryAllOfKind(row.kind),
    })),
  };
}
