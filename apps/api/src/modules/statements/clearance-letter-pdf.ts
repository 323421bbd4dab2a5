import { formatKwacha } from '@kwacha/shared/money/money';
import { facts, footnote, paragraph, startDocument } from './pdf-layout';
import { type LoanSummary, SIMULATED_SUFFIX } from './statement-lines';

export interface ClearanceDocument {
  loanId: string;
  shortId: string;
  productName: string;
  amount: number;
  borrowerName: string;
  repaidOnText: string;
  issuedOn: string;
  summary: LoanSummary;
}

/** The letter that a loan is repaid in full (docs/product.md §13.7) as PDF bytes. */
export async function renderClearanceLetterPdf(letter: ClearanceDocument): Promise<Buffer> {
  const { doc, finish } = startDocument('Loan clearance letter', letter.issuedOn);
  const { summary } = letter;
  paragraph(doc, `Dear ${letter.borrowerName},`);
  paragraph(
    doc,
    `This letter confirms that your loan ${letter.shortId} (${letter.productName}) of ` +
      `${formatKwacha(letter.amount)} was repaid in full on ${letter.repaidOnText}. ` +
      'Nothing is owed on this loan.',
  );
  facts(doc, [
    ['Loan', `${letter.shortId} (${letter.loanId})`],
    ['Product', letter.productName],
    ['Amount borrowed', formatKwacha(letter.amount)],
    // What reached the borrower and what was charged, by line, as the statement shows them (§13.7).
    ['Paid out to you', formatKwacha(summary.paidOut) + (summary.paidOutSimulated ? SIMULATED_SUFFIX : '')],
    ['Service fee', formatKwacha(summary.serviceFee)],
    ...(summary.interestWaived > 0
      ? [['Interest waived', `${formatKwacha(summary.interestWaived)} (early payoff)`] as const]
      : []),
    ['Repaid in all', formatKwacha(summary.repaid)],
    ['Repaid in full on', letter.repaidOnText],
    ['Balance', formatKwacha(0)],
  ]);
  paragraph(doc, 'Thank you for borrowing with us.');
  paragraph(doc, 'Kwacha Loans');
  footnote(doc, 'Dates are in Lusaka time. Amounts in Zambian kwacha.');
  return finish();
}
