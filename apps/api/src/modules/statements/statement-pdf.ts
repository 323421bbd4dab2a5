import { formatKwacha } from '@kwacha/shared/money/money';
import { formatLusakaShortDay } from './document-dates';
import { facts, footnote, type Pdf, type PdfColumn, startDocument, tableRow } from './pdf-layout';
import type { StatementFigures } from './statement-lines';

export interface StatementDocument {
  loanId: string;
  shortId: string;
  productName: string;
  amount: number;
  durationMonths: number;
  borrowerName: string;
  /** The period as people read it: '21 November 2026', and for table cells '21 Nov 2026'. */
  fromText: string;
  toText: string;
  fromShort: string;
  toShort: string;
  issuedOn: string;
  figures: StatementFigures;
}

// Date, description, reference, debit, credit, balance: 499 points across an A4 page.
const COLUMNS = [
  { title: 'Date', width: 58, align: 'left' },
  { title: 'Description', width: 118, align: 'left' },
  { title: 'Reference', width: 125, align: 'left' },
  { title: 'Debit', width: 62, align: 'right' },
  { title: 'Credit', width: 62, align: 'right' },
  { title: 'Balance', width: 74, align: 'right' },
] as const satisfies readonly PdfColumn[];
const REFERENCE = 2;

const amountOrBlank = (ngwee: number) => (ngwee === 0 ? '' : formatKwacha(ngwee));

function row(doc: Pdf, cells: readonly string[], options: { bold?: boolean } = {}): void {
  tableRow(doc, COLUMNS, cells, {
    bold: options.bold,
    // References (PAY-… is 24 characters) are set a little smaller so that each stays on one line.
    sizeOf: (i) => (i === REFERENCE && !options.bold ? 7.5 : 8.5),
    onNewPage: () => header(doc),
  });
}

function header(doc: Pdf): void {
  row(
    doc,
    COLUMNS.map((c) => c.title),
    { bold: true },
  );
}

/** A loan statement (docs/product.md §13.7) as PDF bytes. */
export async function renderStatementPdf(statement: StatementDocument): Promise<Buffer> {
  const { doc, finish } = startDocument('Loan statement', statement.issuedOn);
  const { figures } = statement;
  facts(doc, [
    ['Borrower', statement.borrowerName],
    ['Loan', `${statement.shortId} (${statement.loanId})`],
    ['Product', statement.productName],
    ['Amount borrowed', formatKwacha(statement.amount)],
    ['Term', `${statement.durationMonths} ${statement.durationMonths === 1 ? 'month' : 'months'}`],
    ['Period', `${statement.fromText} to ${statement.toText}`],
    ['Opening balance', formatKwacha(figures.opening)],
    ['Closing balance', formatKwacha(figures.closing)],
  ]);

  header(doc);
  row(doc, [statement.fromShort, 'Opening balance', '', '', '', formatKwacha(figures.opening)]);
  for (const line of figures.lines) {
    row(doc, [
      formatLusakaShortDay(line.postedAt),
      line.description,
      line.reference,
      amountOrBlank(line.debit),
      amountOrBlank(line.credit),
      formatKwacha(line.balance),
    ]);
  }
  if (figures.lines.length === 0) row(doc, ['', 'No transactions in this period', '', '', '', '']);
  row(
    doc,
    [
      statement.toShort,
      'Closing balance',
      '',
      formatKwacha(figures.totalDebits),
      formatKwacha(figures.totalCredits),
      formatKwacha(figures.closing),
    ],
    { bold: true },
  );
  footnote(
    doc,
    'Debits add to what you owe (the money paid out to you, the service fee, the interest scheduled, late ' +
      'fees); credits take it off (your payments and anything waived). Dates are in Lusaka time. Amounts ' +
      'in Zambian kwacha.',
  );
  return finish();
}
