import { groupThousands } from '@kwacha/shared/money/money';
import { ACCOUNTING_EXPORT_MESSAGES as TEXT } from '@kwacha/shared/staff/accounting-exports';
import { formatCalendarDay, formatLusakaDateTime, formatLusakaDay } from '../statements/document-dates';
import {
  BOLD,
  CONTENT_WIDTH,
  FONT,
  facts,
  footnote,
  MARGIN,
  type Pdf,
  startDocument,
} from '../statements/pdf-layout';
import type { TrialBalanceFigures } from './trial-balance-export';

// Code, GL code, account, type and six amounts: 499 points across an A4 page (the statements' frame).
const COLUMNS = [
  { title: 'Code', width: 26, align: 'left' },
  { title: 'GL code', width: 40, align: 'left' },
  { title: 'Account', width: 97, align: 'left' },
  { title: 'Type', width: 36, align: 'left' },
  { title: 'Opening Dr', width: 50, align: 'right' },
  { title: 'Opening Cr', width: 50, align: 'right' },
  { title: 'Debits', width: 50, align: 'right' },
  { title: 'Credits', width: 50, align: 'right' },
  { title: 'Closing Dr', width: 50, align: 'right' },
  { title: 'Closing Cr', width: 50, align: 'right' },
] as const;
const CELL_GAP = 4;
const SIZE = 7;
const PAGE_BOTTOM = 841.89 - MARGIN - 24;

/** Ngwee as '12,345.60', no currency sign: the page says once that amounts are kwacha. */
const amount = (ngwee: number) =>
  `${groupThousands(Math.trunc(ngwee / 100))}.${String(ngwee % 100).padStart(2, '0')}`;

function row(doc: Pdf, cells: readonly string[], options: { bold?: boolean } = {}): void {
  doc.font(options.bold ? BOLD : FONT).fontSize(SIZE);
  const heights = cells.map((cell, i) =>
    doc.heightOfString(cell || ' ', { width: (COLUMNS[i]?.width ?? 50) - CELL_GAP }),
  );
  const height = Math.max(...heights) + 5;
  if (doc.y + height > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
    header(doc);
    doc.font(options.bold ? BOLD : FONT).fontSize(SIZE);
  }
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i];
    if (!column) return;
    doc.fillColor('#0f172a').text(cell, x, y + 2, { width: column.width - CELL_GAP, align: column.align });
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

const amounts = (r: TrialBalanceFigures['totals']) =>
  [r.openingDebit, r.openingCredit, r.debits, r.credits, r.closingDebit, r.closingCredit].map(amount);

/** The trial balance of a range (docs/product.md §24.2) as an A4 PDF, made at `now`. */
export async function renderTrialBalancePdf(figures: TrialBalanceFigures, now: Date): Promise<Buffer> {
  const { doc, finish } = startDocument('Trial balance', formatLusakaDay(now));
  const { range, totals } = figures;
  facts(doc, [
    ['Period', `${formatCalendarDay(range.from)} to ${formatCalendarDay(range.to)}`],
    ['Generated at', formatLusakaDateTime(now)],
    ['Check', figures.balanced ? TEXT.balanced : TEXT.unbalanced],
  ]);
  header(doc);
  for (const r of figures.rows) row(doc, [r.code, r.glCode, r.name, r.type, ...amounts(r)]);
  row(doc, ['', '', 'Total', '', ...amounts(totals)], { bold: true });
  footnote(
    doc,
    'Amounts in Zambian kwacha. A balance is shown under Dr when it is a debit balance and under Cr when ' +
      'it is a credit balance; debits and credits are the movements of the period. Days are Lusaka days. ' +
      'Summed from the journal lines of the ledger.',
  );
  return finish();
}
