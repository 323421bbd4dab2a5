import { formatKwacha } from '@kwacha/shared/money/money';
import { facts, footnote, paragraph, startDocument } from './pdf-layout';

export interface ClearanceDocument {
  loanId: string;
  shortId: string;
  productName: string;
  amount: number;
  borrowerName: string;
  repaidOnText: string;
  issuedOn: string;
}

/** The letter that a loan is repaid in full (docs/product.md §13.7) as PDF bytes. */
export async function renderClearanceLetterPdf(letter: ClearanceDocument): Promise<Buffer> {
  const { doc, finish } = startDocument('Loan clearance letter', letter.issuedOn);
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
    ['Repaid in full on', letter.repaidOnText],
    ['Balance', formatKwacha(0)],
  ]);
  paragraph(doc, 'Thank you for borrowing with us.');
  paragraph(doc, 'Kwacha Loans');
  footnote(doc, 'Dates are in Lusaka time. Amounts in Zambian kwacha.');
  return finish();
}
