import { formatKwacha } from '@kwacha/shared/money/money';
import { formatLusakaShortDay } from './document-dates';
import { BOLD, CONTENT_WIDTH, FONT, facts, footnote, MARGIN, type Pdf, startDocument } from './pdf-layout';
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
] as const;
const REFERENCE = 2;
const CELL_GAP = 4;
const PAGE_BOTTOM = 841.89 - MARGIN - 24;

const amountOrBlank = (ngwee: number) => (ngwee === 0 ? '' : formatKwacha(ngwee));

function row(doc: Pdf, cells: readonly string[], options: { bold?: boolean } = {}): void {
  doc.font(options.bold ? BOLD : FONT).fontSize(8.5);
  // References (PAY-… is 24 characters) are set a little smaller so that each stays on one line.
  const sizeOf = (i: number) => (i === REFERENCE && !options.bold ? 7.5 : 8.5);
  const heights = cells.map((cell, i) =>
    doc.fontSize(sizeOf(i)).heightOfString(cell || ' ', { width: (COLUMNS[i]?.width ?? 60) - CELL_GAP }),
  );
  const height = Math.max(...heights) + 5;
  if (doc.y + height > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
    header(doc);
    doc.font(options.bold ? BOLD : FONT).fontSize(8.5);
  }
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i];
    if (!column) return;
    doc
      .fontSize(sizeOf(i))
      .fillColor('#0f172a')
      .text(cell, x, y + 2, { width: column.width - CELL_GAP, align: column.align });
    x += column.width;
  });
  doc.y = y + height;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .lineWidth(0.3)
    .strokeColor('#e2e8f0')
    .stroke();
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
