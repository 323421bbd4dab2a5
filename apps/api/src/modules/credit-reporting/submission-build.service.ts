import type { CreditSubmission, Executor } from '@kwacha/db';
import { REJECTS_IN_ANSWER } from '@kwacha/shared/staff/credit-reporting';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import type { BureauLayout, FileTotals } from './bureau-record';
import { SubmissionMonthNotEndedError, SubmissionSentError } from './credit-reporting.errors';
import {
  clearSubmission,
  insertChunk,
  insertRecords,
  insertRejects,
  lockSubmission,
  type RecordRow,
  type RejectRow,
  rejectsOf,
  turnOffJit,
  updateSubmission,
} from './credit-reporting.repository';
import { fileWriter } from './file-writer';
import { correctionCandidates, monthLoansAfter, monthLoansOf } from './month-loans.repository';
import { monthBounds, recordOf } from './month-record';
import { transUnionLayout } from './transunion-layout';

type Deps = Pick<AppContext, 'db' | 'now' | 'logger'>;

const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

export interface BuildOptions {
  batchSize?: number;
  layout?: BureauLayout;
  chunkBytes?: number;
}

interface Tally extends FileTotals {
  rejected: number;
  held: number;
  noConsent: number;
}

/**
 * Builds (or builds again) a month's file for the credit bureau (docs/product.md §25.3,
 * docs/decisions/053), for a month that has ended by the business date `today`, unless it was marked sent. In one
 * transaction, holding the month's row: the loans paid out before the month's end are read a batch at a
 * time in loan order; each open in the month with bureau consent becomes a record, checked before it goes
 * in (a failure is a reject with its reason; a first listing in arrears inside the notice period is held);
 * then the corrections of records sent in earlier files that now read differently. The file streams
 * through gzip into stored chunks; the submission keeps its counts and the file's SHA-256. Audited.
 * Nothing in the file depends on when it is built: the same data gives the same bytes.
 */
export async function buildSubmission(
  deps: Deps,
  input: { month: string; staffId: string | null; today: string },
  options: BuildOptions = {},
): Promise<{ submission: CreditSubmission; rejects: RejectRow[] }> {
  const { month, today } = input;
  if (today.slice(0, 7) <= month) throw new SubmissionMonthNotEndedError(month);
  const layout = options.layout ?? transUnionLayout;
  const batchSize = options.batchSize ?? 2_000;
  const bounds = monthBounds(month);
  const facts = { month, monthEnd: bounds.lastDay };

  return deps.db.transaction(async (tx) => {
    // Hundreds of small batch statements: compiling each plan (JIT) would cost more than running it.
    await turnOffJit(tx);
    const before = await lockSubmission(tx, {
      month,
      layout: layout.name,
      layoutVersion: layout.version,
      fileName: layout.fileName(month),
      builtAt: deps.now(),
      builtBy: input.staffId,
    });
    if (before.status === 'sent') throw new SubmissionSentError(month);
    await clearSubmission(tx, before.id);

    const writer = fileWriter((seq, bytes) => insertChunk(tx, before.id, seq, bytes), options.chunkBytes);
    const tally: Tally = {
      consumers: 0,
      accounts: 0,
      corrections: 0,
      balance: 0,
      rejected: 0,
      held: 0,
      noConsent: 0,
    };
    await writer.write(layout.header(facts) + layout.lineEnding);

    let after = FIRST_UUID;
    for (;;) {
      const rows = await monthLoansAfter(tx, bounds, after, batchSize);
      const last = rows.at(-1);
      if (!last) break;
      after = last.loanId;
      const lines: string[] = [];
      const records: RecordRow[] = [];
      const rejects: RejectRow[] = [];
      for (const row of rows) {
        const outcome = recordOf(row, bounds);
        if (outcome.kind === 'not_open') continue;
        if (outcome.kind === 'no_consent') {
          tally.noConsent += 1;
        } else if (outcome.kind === 'reject') {
          rejects.push({ loanId: row.loanId, reasonCode: outcome.reason, message: outcome.message });
          if (outcome.reason === 'notice_period') tally.held += 1;
          else tally.rejected += 1;
        } else {
          lines.push(...layout.record(outcome.record, false));
          records.push({ loanId: row.loanId, month, recordHash: outcome.hash });
          tally.consumers += 1;
          tally.accounts += 1;
          tally.balance += outcome.record.account.currentBalance;
        }
      }
      if (lines.length > 0) await writer.write(lines.join(layout.lineEnding) + layout.lineEnding);
      await insertRecords(tx, before.id, records);
      await insertRejects(tx, before.id, rejects);
    }

    await writeCorrections(tx, { layout, month, submissionId: before.id, batchSize }, writer, tally);
    await writer.write(layout.trailer(facts, tally) + layout.lineEnding);
    const file = await writer.end();

    const submission = await updateSubmission(tx, before.id, {
      status: 'built',
      layout: layout.name,
      layoutVersion: layout.version,
      fileName: layout.fileName(month),
      builtAt: deps.now(),
      builtBy: input.staffId,
      consumerRecords: tally.consumers,
      accountRecords: tally.accounts,
      correctionRecords: tally.corrections,
      rejectedRecords: tally.rejected,
      heldRecords: tally.held,
      noConsentLoans: tally.noConsent,
      ...file,
    });
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'credit_bureau.submission_built',
      entityType: 'credit_submission',
      entityId: submission.id,
      after: {
        month,
        accounts: tally.accounts,
        corrections: tally.corrections,
        rejected: tally.rejected,
        held: tally.held,
        noConsent: tally.noConsent,
        sha256: file.sha256,
      },
    });
    deps.logger.info({ month, ...tally, fileBytes: file.fileBytes }, 'credit bureau file built');
    return { submission, rejects: await rejectsOf(tx, submission.id, REJECTS_IN_ANSWER) };
  });
}

/**
 * The records of earlier months the bureau holds that would now read differently (a borrower's details
 * corrected, a dispute opened or resolved since the file was sent): each goes out again as a correction,
 * after the month's own records, in month and loan order.
 */
async function writeCorrections(
  tx: Executor,
  input: { layout: BureauLayout; month: string; submissionId: string; batchSize: number },
  writer: ReturnType<typeof fileWriter>,
  tally: Tally,
): Promise<void> {
  const candidates = await correctionCandidates(tx, input.month);
  for (let i = 0; i < candidates.length; i += input.batchSize) {
    const slice = candidates.slice(i, i + input.batchSize);
    const lines: string[] = [];
    const records: RecordRow[] = [];
    for (const month of [...new Set(slice.map((c) => c.month))]) {
      const sent = new Map(slice.filter((c) => c.month === month).map((c) => [c.loanId, c.recordHash]));
      const bounds = monthBounds(month);
      for (const row of await monthLoansOf(tx, bounds, [...sent.keys()])) {
        const outcome = recordOf(row, bounds);
        if (outcome.kind !== 'record' || outcome.hash === sent.get(row.loanId)) continue;
        lines.push(...input.layout.record(outcome.record, true));
        records.push({ loanId: row.loanId, month, recordHash: outcome.hash });
        tally.consumers += 1;
        tally.corrections += 1;
        tally.balance += outcome.record.account.currentBalance;
      }
    }
    if (lines.length > 0) await writer.write(lines.join(input.layout.lineEnding) + input.layout.lineEnding);
    await insertRecords(tx, input.submissionId, records);
  }
}
