/**
 * docs/product.md §13.7: where the PDF documents are. A borrower reads their own; staff read anyone's
 * under the admin paths (each download audited).
 */
export type DocumentReader = 'borrower' | 'staff';

const loanBase = (loanId: string, reader: DocumentReader) =>
  `/api/loan-applications/${reader === 'staff' ? 'admin/' : ''}${encodeURIComponent(loanId)}`;

/** The statement of [from, to] (Lusaka days); a day left out is the loan's first entry or today. */
export function statementUrl(loanId: string, period: { from?: string; to?: string }, reader: DocumentReader) {
  const query = new URLSearchParams();
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  const search = query.toString();
  return `${loanBase(loanId, reader)}/statement.pdf${search ? `?${search}` : ''}`;
}

export const clearanceLetterUrl = (loanId: string, reader: DocumentReader) =>
  `${loanBase(loanId, reader)}/clearance-letter.pdf`;

export const receiptUrl = (paymentId: string, reader: DocumentReader) =>
  `/api/payments/${reader === 'staff' ? 'admin/' : ''}${encodeURIComponent(paymentId)}/receipt.pdf`;
