import type { Executor } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { PAYMENT_OPERATOR_LABELS } from '@kwacha/shared/payments/payment-view';
import {
  maskPhoneNumber,
  shortLoanId,
  statementPeriodProblem,
} from '@kwacha/shared/statements/statement-rules';
import type { StatementQuery } from '@kwacha/shared/statements/statements';
import { recordAudit } from '../audit/audit.public';
import { LoanNotFoundError } from '../loans/loans.errors';
import { findLoanWithBorrower } from '../loans/loans.public';
import { findPayment } from '../payments/payments.public';
import { renderClearanceLetterPdf } from './clearance-letter-pdf';
import {
  formatCalendarDay,
  formatCalendarShortDay,
  formatLusakaDateTime,
  formatLusakaDay,
  lusakaDayStart,
  nextDay,
} from './document-dates';
import { renderReceiptPdf } from './receipt-pdf';
import { balanceAfter, loanSummary, statementFigures } from './statement-lines';
import { renderStatementPdf } from './statement-pdf';
import {
  LoanNotRepaidError,
  PaymentNotFoundError,
  ReceiptNotAvailableError,
  StatementPeriodError,
} from './statements.errors';
import { receivableEntriesOfLoan } from './statements.repository';

/**
 * Who asks for a document (docs/product.md §13.7): a borrower sees only their own loans and payments
 * (another's is "not found"); staff see anyone's, and every staff download is audited.
 */
export type DocumentReader = { role: 'borrower'; userId: string } | { role: 'staff'; staffId: string };

export interface PdfFile {
  bytes: Buffer;
  fileName: string;
}

interface DocumentContext {
  db: Executor;
  now: Date;
}

async function readableLoan(db: Executor, reader: DocumentReader, loanId: string) {
  const row = await findLoanWithBorrower(db, loanId);
  if (!row || (reader.role === 'borrower' && row.user.id !== reader.userId)) throw new LoanNotFoundError();
  const name = `${row.user.firstName ?? ''} ${row.user.lastName ?? ''}`.trim();
  return { ...row, borrowerName: name || row.user.username };
}

async function auditDownload(
  db: Executor,
  reader: DocumentReader,
  record: {
    action: string;
    loanId: string;
    entityType: string;
    entityId: string;
    after: Record<string, unknown>;
  },
) {
  if (reader.role !== 'staff') return;
  await recordAudit(db, { actorId: reader.staffId, ...record });
}

/** The statement of [from, to] (Lusaka days, both included); by default the loan's first entry to today. */
export async function loanStatement(
  { db, now }: DocumentContext,
  reader: DocumentReader,
  loanId: string,
  query: StatementQuery,
): Promise<PdfFile> {
  const { loan, productName, borrowerName } = await readableLoan(db, reader, loanId);
  const all = await receivableEntriesOfLoan(db, loan.id);
  const firstPosted = all[0]?.createdAt ?? loan.applicationDate;
  const from = query.from ?? lusakaToday(firstPosted);
  const to = query.to ?? lusakaToday(now);
  const problem = statementPeriodProblem(from, to);
  if (problem) throw new StatementPeriodError(problem);

  const figures = statementFigures(all, lusakaDayStart(from), lusakaDayStart(nextDay(to)));
  const bytes = await renderStatementPdf({
    loanId: loan.id,
    shortId: shortLoanId(loan.id),
    productName,
    amount: loan.amount,
    durationMonths: loan.durationMonths,
    borrowerName,
    fromText: formatCalendarDay(from),
    toText: formatCalendarDay(to),
    fromShort: formatCalendarShortDay(from),
    toShort: formatCalendarShortDay(to),
    issuedOn: formatLusakaDay(now),
    figures,
  });
  await auditDownload(db, reader, {
    action: 'statement.downloaded',
    loanId: loan.id,
    entityType: 'loan',
    entityId: loan.id,
    after: { from, to },
  });
  return { bytes, fileName: `kwacha-statement-${shortLoanId(loan.id)}-${from}-to-${to}.pdf` };
}

/** The receipt of one payment the provider confirmed; any other payment has none (409). */
export async function paymentReceipt(
  { db, now }: DocumentContext,
  reader: DocumentReader,
  paymentId: string,
): Promise<PdfFile> {
  const payment = await findPayment(db, { id: paymentId });
  if (!payment || (reader.role === 'borrower' && payment.userId !== reader.userId)) {
    throw new PaymentNotFoundError();
  }
  if (payment.status !== 'successful') throw new ReceiptNotAvailableError();
  const { productName, borrowerName } = await readableLoan(db, reader, payment.loanId);
  const entries = await receivableEntriesOfLoan(db, payment.loanId);
  const settledAt = payment.settledAt ?? payment.updatedAt;
  // The balance right after the payment's own entry; a payment without one (never expected) is read
  // as of the moment it was settled.
  const balance =
    balanceAfter(entries, (e) => e.paymentId === payment.id) ??
    entries.filter((e) => e.createdAt <= settledAt).reduce((sum, e) => sum + e.receivableChange, 0);
  const bytes = await renderReceiptPdf({
    reference: payment.reference,
    amount: payment.amount,
    settledAtText: formatLusakaDateTime(settledAt),
    shortId: shortLoanId(payment.loanId),
    productName,
    operatorName: PAYMENT_OPERATOR_LABELS[payment.operator],
    // A card (docs/product.md §27) was paid at the provider's checkout: no wallet number to show.
    maskedPhone: payment.operator === 'card' ? '' : maskPhoneNumber(payment.phoneNumber),
    balanceAfter: balance,
    borrowerName,
    issuedOn: formatLusakaDay(now),
  });
  await auditDownload(db, reader, {
    action: 'receipt.downloaded',
    loanId: payment.loanId,
    entityType: 'payment',
    entityId: payment.id,
    after: { reference: payment.reference },
  });
  return { bytes, fileName: `kwacha-receipt-${payment.reference}.pdf` };
}

/** The letter that a loan in status `paid` is repaid in full; any other loan is refused (409). */
export async function clearanceLetter(
  { db, now }: DocumentContext,
  reader: DocumentReader,
  loanId: string,
): Promise<PdfFile> {
  const { loan, productName, borrowerName } = await readableLoan(db, reader, loanId);
  if (loan.status !== 'paid') throw new LoanNotRepaidError();
  const entries = await receivableEntriesOfLoan(db, loan.id);
  // Repaid on the day of the last payment; a loan closed by another entry (none today) on that entry's day.
  const last =
    entries.findLast((e) => e.kind === 'repayment') ?? entries.findLast((e) => e.receivableChange !== 0);
  const repaidOn = last?.createdAt ?? loan.updatedAt;
  const bytes = await renderClearanceLetterPdf({
    loanId: loan.id,
    shortId: shortLoanId(loan.id),
    productName,
    amount: loan.amount,
    borrowerName,
    repaidOnText: formatLusakaDay(repaidOn),
    issuedOn: formatLusakaDay(now),
    summary: loanSummary(entries),
  });
  await auditDownload(db, reader, {
    action: 'clearance_letter.downloaded',
    loanId: loan.id,
    entityType: 'loan',
    entityId: loan.id,
    after: { repaidOn: lusakaToday(repaidOn) },
  });
  return { bytes, fileName: `kwacha-clearance-letter-${shortLoanId(loan.id)}.pdf` };
}
