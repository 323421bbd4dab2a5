import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BORROWER_TEXT_RULES, borrowerSourceFiles } from './testing/borrower-sources';
import { findHardCodedTexts } from './testing/hard-coded-texts';

// (import.meta.dirname, not URL: under jsdom, URL is the browser's and knows no file: paths.)
const SRC = resolve(import.meta.dirname, '../..');

const found = (code: string, file = 'features/x/x.tsx') =>
  findHardCodedTexts(file, code, BORROWER_TEXT_RULES).map((text) => text.text);

/**
 * The missing-translation report (catalogues.test.ts) sees only the descriptors there are; a text
 * written straight into a component has none and showed English to every Bemba and Nyanja reader.
 * This test reads every borrower component with TypeScript's parser and fails on such a text
 * (docs/product.md §22.2).
 */
describe('texts written into borrower components', () => {
  it('sees JSX text, visible props, conditions, constants, English-only names and server English', () => {
    // Shaped after the texts of issue 40 that the catalogue test could not see.
    const code = `
      const NO_SCORE_YET = 'Your score appears after your first loan.';
      const NOTES = { paymentHistory: 'Instalments paid on time; higher is better' } as const;
      export function Card({ shown, loan, payment, status }) {
        return (
          <section aria-label="Analytics">
            <h2>Credit Score</h2>
            <Button>{shown ? 'Hide Analytics' : 'Show Analytics'}</Button>
            <p>{NO_SCORE_YET}</p>
            <Bar label="Payment History" note={NOTES.paymentHistory} />
            <Select label="Status" placeholder="All statuses" options={[{ value: status, label: LOAN_STATUS_LABELS[status] }]} />
            <p>{\`Page \${1} of \${2}\`}</p>
            <dd>{loan.productName}</dd>
            <dd>{payment.failureReason ?? ''}</dd>
            <label>{CURRENT_MARKETING_WORDING.text}</label>
          </section>
        );
      }`;
    expect(found(code)).toEqual([
      'Analytics',
      'Credit Score',
      'Hide Analytics',
      'Show Analytics',
      'Your score appears after your first loan.',
      'Payment History',
      'Instalments paid on time; higher is better',
      'Status',
      'All statuses',
      'LOAN_STATUS_LABELS (English only)',
      'Page of',
      "{loan.productName} (the server's English)",
      "{payment.failureReason} (the server's English)",
      'CURRENT_MARKETING_WORDING (English only)',
    ]);
  });

  it('leaves alone catalogue texts, class names, symbols, the brand and English-only names as imports', () => {
    const code = `
      import { LOAN_STATUS_LABELS } from '../../lib/loans/loan-format';
      export function Card({ t, format, score }) {
        return (
          <p className="text-sm text-slate-700" aria-label={format(messages.gauge, { score })}>
            {t(messages.heading)} · {score}% … <strong>Kwacha Loans</strong> {' '}
            <Link to="/profile">K</Link>
          </p>
        );
      }`;
    expect(found(code)).toEqual(['K']);
  });

  it('finds none in the borrower screens and shared components', () => {
    const files = borrowerSourceFiles(SRC);
    expect(files.map((f) => f.file)).toContain('features/dashboard/components/health-score-card.tsx');
    expect(files.some((f) => f.file.startsWith('features/admin/'))).toBe(false);
    const texts = files.flatMap(({ file, code }) =>
      findHardCodedTexts(file, code, BORROWER_TEXT_RULES).map((text) => `${file}:${text.line} ${text.text}`),
    );
    expect(texts, 'English written into a borrower component: use a *.messages.ts descriptor').toEqual([]);
  });
});
