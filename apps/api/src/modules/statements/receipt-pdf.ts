import { formatKwacha } from '@kwacha/shared/money/money';
import { facts, footnote, paragraph, startDocument } from './pdf-layout';

export interface ReceiptDocument {
  reference: string;
  amount: number;
  settledAtText: string;
  shortId: string;
  productName: string;
  operatorName: string;
  maskedPhone: string;
  balanceAfter: number;
  borrowerName: string;
  issuedOn: string;
}

/** A payment receipt (docs/product.md §13.7) as PDF bytes. */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const { doc, finish } = startDocument('Payment receipt', receipt.issuedOn);
  paragraph(doc, `We received ${formatKwacha(receipt.amount)} from ${receipt.borrowerName}. Thank you.`, {
    bold: true,
    size: 12,
  });
  facts(doc, [
    ['Reference', receipt.reference],
    ['Amount', formatKwacha(receipt.amount)],
    ['Received on', receipt.settledAtText],
    ['Loan', receipt.shortId],
    ['Product', receipt.productName],
    ['Paid with', `${receipt.operatorName} ${receipt.maskedPhone}`.trim()],
    ['Balance after payment', formatKwacha(receipt.balanceAfter)],
  ]);
  footnote(doc, 'Times are in Lusaka time. Amounts in Zambian kwacha. Keep this receipt for your records.');
  return finish();
}
