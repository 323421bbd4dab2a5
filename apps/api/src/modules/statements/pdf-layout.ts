import PDFDocument from 'pdfkit';

/**
 * The frame every document shares (docs/decisions/017-pdf-documents-with-pdfkit.md): A4, the standard
 * Helvetica fonts that every PDF reader has (nothing embedded, so a statement stays a few kilobytes for a
 * slow phone), the lender's name, the document's title and the day it was made.
 */
export const LENDER_NAME = 'Kwacha Loans';
export const MARGIN = 48;
export const PAGE_WIDTH = 595.28; // A4 in points
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
const INK = '#0f172a';
const MUTED = '#475569';
const ACCENT = '#047857';

export type Pdf = PDFKit.PDFDocument;

/** A new document with its heading drawn; `finish` ends it and resolves to the file's bytes. */
export function startDocument(title: string, issuedOn: string): { doc: Pdf; finish: () => Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: true,
    info: { Title: title, Author: LENDER_NAME, Creator: LENDER_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(BOLD).fontSize(18).fillColor(ACCENT).text(LENDER_NAME, MARGIN, MARGIN);
  doc
    .font(BOLD)
    .fontSize(14)
    .fillColor(INK)
    .text(title, MARGIN, MARGIN + 26);
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Issued on ${issuedOn}`, MARGIN, MARGIN + 30, {
      width: CONTENT_WIDTH,
      align: 'right',
    });
  doc
    .moveTo(MARGIN, MARGIN + 50)
    .lineTo(PAGE_WIDTH - MARGIN, MARGIN + 50)
    .lineWidth(0.5)
    .strokeColor('#cbd5e1')
    .stroke();
  doc.fillColor(INK).font(FONT).fontSize(10);
  doc.x = MARGIN;
  doc.y = MARGIN + 62;
  return {
    doc,
    finish: () => {
      doc.end();
      return ended;
    },
  };
}

/** Label: value rows, two to a line on a wide page, each pair kept together. */
export function facts(doc: Pdf, rows: readonly (readonly [string, string])[]): void {
  const labelWidth = 110;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(BOLD).fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
    doc
      .font(FONT)
      .fillColor(INK)
      .text(value, MARGIN + labelWidth, y, { width: CONTENT_WIDTH - labelWidth });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

/** A paragraph across the page. */
export function paragraph(doc: Pdf, text: string, options: { bold?: boolean; size?: number } = {}): void {
  doc
    .font(options.bold ? BOLD : FONT)
    .fontSize(options.size ?? 10)
    .fillColor(INK)
    .text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.6);
}

/** The small print at the bottom of the last page. */
export function footnote(doc: Pdf, text: string): void {
  doc.moveDown(1);
  doc.font(FONT).fontSize(8).fillColor(MUTED).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
}

/** A column of a table across the page. */
export interface PdfColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const CELL_GAP = 4;
const PAGE_BOTTOM = 841.89 - MARGIN - 24;

/**
 * One row of a table across the page, each cell wrapped in its column, a hairline under it. A row that
 * would not fit starts a new page, where `onNewPage` draws the header again. `sizeOf` sets a column's
 * font size (a long reference set smaller so it stays on one line).
 */
export function tableRow(
  doc: Pdf,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  options: { bold?: boolean; sizeOf: (column: number) => number; onNewPage: () => void },
): void {
  const { sizeOf } = options;
  const font = options.bold ? BOLD : FONT;
  doc.font(font).fontSize(sizeOf(0));
  const heights = cells.map((cell, i) =>
    doc.fontSize(sizeOf(i)).heightOfString(cell || ' ', { width: (columns[i]?.width ?? 60) - CELL_GAP }),
  );
  const height = Math.max(...heights) + 5;
  if (doc.y + height > PAGE_BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
    options.onNewPage();
    doc.font(font).fontSize(sizeOf(0));
  }
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const column = columns[i];
    if (!column) return;
    doc
      .fontSize(sizeOf(i))
      .fillColor(INK)
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
