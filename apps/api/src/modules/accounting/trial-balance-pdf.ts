import { groupThousands } from '@kwacha/shared/money/money';
import { ACCOUNTING_EXPORT_MESSAGES as TEXT } from '@kwacha/shared/staff/accounting-exports';
import { formatCalendarDay, formatLusakaDateTime, formatLusakaDay } from '../statements/document-dates';
import { facts, footnote, type Pdf, type PdfColumn, startDocument, tableRow } from '../statements/pdf-layout';
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
] as const satisfies readonly PdfColumn[];

/** Ngwee as '12,345.60', no currency sign: the page says once that amounts are kwacha. */
const amount = (ngwee: number) =>
  `${groupThousands(Math.trunc(ngwee / 100))}.${String(ngwee % 100).padStart(2, '0')}`;

function row(doc: Pdf, cells: readonly string[], options: { bold?: boolean } = {}): void {
  tableRow(doc, COLUMNS, cells, { bold: options.bold, sizeOf: () => 7, onNewPage: () => header(doc) });
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
