import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { CreditSubmission, Executor } from '@kwacha/db';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import type { Submission, SubmissionList, SubmissionReject } from '@kwacha/shared/staff/credit-reporting';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { type BusinessDateDeps, businessToday } from '../settings/settings.public';
import { SubmissionNotFoundError, SubmissionSentError } from './credit-reporting.errors';
import {
  chunkAfter,
  rejectsOf,
  submissionById,
  submissionList,
  updateSubmission,
} from './credit-reporting.repository';

/** What the screen and the routes show of a submission (docs/product.md §25.3). */
export function submissionView(row: CreditSubmission): Submission {
  return {
    id: row.id,
    month: row.month,
    status: row.status,
    layout: row.layout,
    layoutVersion: row.layoutVersion,
    fileName: row.fileName,
    builtAt: row.builtAt.toISOString(),
    builtBy: row.builtBy,
    sentAt: row.sentAt?.toISOString() ?? null,
    sentBy: row.sentBy,
    consumerRecords: row.consumerRecords,
    accountRecords: row.accountRecords,
    correctionRecords: row.correctionRecords,
    rejectedRecords: row.rejectedRecords,
    heldRecords: row.heldRecords,
    noConsentLoans: row.noConsentLoans,
    fileBytes: row.fileBytes,
    storedBytes: row.storedBytes,
    sha256: row.sha256,
  };
}

/** Every month's submission, newest first, and the latest month that has ended by the business date. */
export async function submissions(deps: BusinessDateDeps): Promise<SubmissionList> {
  const today = await businessToday(deps);
  return {
    submissions: (await submissionList(deps.db)).map(submissionView),
    lastEndedMonth: addCalendarDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7),
  };
}

async function found(db: Executor, id: string, lock = false): Promise<CreditSubmission> {
  const row = await submissionById(db, id, lock);
  if (!row) throw new SubmissionNotFoundError();
  return row;
}

export async function submissionRejects(db: Executor, id: string): Promise<SubmissionReject[]> {
  await found(db, id);
  return rejectsOf(db, id);
}

/**
 * Marks a month's file sent to the bureau (superuser; audited): from then on it is what the bureau holds,
 * never rebuilt, and the base the next files' corrections are measured against. Marking twice is a 409.
 */
export async function markSent(
  deps: Pick<AppContext, 'db' | 'now'>,
  input: { id: string; staffId: string },
): Promise<Submission> {
  return deps.db.transaction(async (tx) => {
    const row = await found(tx, input.id, true);
    if (row.status === 'sent') throw new SubmissionSentError(row.month);
    const sent = await updateSubmission(tx, row.id, {
      status: 'sent',
      sentAt: deps.now(),
      sentBy: input.staffId,
    });
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'credit_bureau.submission_sent',
      entityType: 'credit_submission',
      entityId: row.id,
      before: { status: row.status },
      after: { status: 'sent', month: row.month, sha256: row.sha256 },
    });
    return submissionView(sent);
  });
}

/**
 * The stored file as the bureau takes it, streamed: the compressed chunks are read one at a time and
 * unzipped on the way out, so a file of hundreds of MB never sits in memory. Downloading is audited.
 */
export async function submissionFile(
  deps: Pick<AppContext, 'db'>,
  input: { id: string; staffId: string | null },
): Promise<{ submission: CreditSubmission; body: Readable }> {
  const submission = await found(deps.db, input.id);
  await recordAudit(deps.db, {
    actorId: input.staffId,
    action: 'credit_bureau.file_downloaded',
    entityType: 'credit_submission',
    entityId: submission.id,
    after: { month: submission.month, sha256: submission.sha256 },
  });
  async function* chunks() {
    let seq = -1;
    for (;;) {
      const chunk = await chunkAfter(deps.db, submission.id, seq);
      if (!chunk) return;
      seq = chunk.seq;
      yield chunk.bytes;
    }
  }
  const body = createGunzip();
  // A failed read destroys the body with its error, so the response ends instead of hanging.
  pipeline(Readable.from(chunks()), body, () => {});
  return { submission, body };
}
