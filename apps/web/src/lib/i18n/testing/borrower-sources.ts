import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HardCodedTextRules } from './hard-coded-texts';

/**
 * What a borrower's screens are made of (docs/product.md §22.2): every component and module under
 * `features/` and `components/`, but not
 * - `features/admin/`: staff screens stay English (decision 029);
 * - `features/performance-panel/`: a developer's tool, shown only by `npm run dev` (§2.3);
 * - tests, test support (`testing/`) and the catalogues themselves (`*.messages.ts`).
 */
export function borrowerSourceFiles(srcRoot: string): { file: string; code: string }[] {
  const files: { file: string; code: string }[] = [];
  for (const top of ['features', 'components']) {
    for (const entry of readdirSync(join(srcRoot, top), { recursive: true, encoding: 'utf8' })) {
      const file = `${top}/${entry}`;
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$|\.messages\.ts$/.test(file)) continue;
      if (/(^|\/)testing\//.test(file)) continue;
      if (file.startsWith('features/admin/') || file.startsWith('features/performance-panel/')) continue;
      files.push({ file, code: readFileSync(join(srcRoot, file), 'utf8') });
    }
  }
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The rules for a borrower's screens. The allow-list is short on purpose; each entry says why it may stay
 * as written. SPEC's texts are no exception here: they are descriptors like any other (their English is
 * the descriptor's, byte for byte), and the texts that stay English on purpose (decision 030: the key
 * facts statement, erasure confirmations) are built outside components, in packages/shared.
 */
export const BORROWER_TEXT_RULES: HardCodedTextRules = {
  allowed: new Set([
    // The brand, as the navbar, the footer and the landing page's hero write it in every language.
    'Kwacha Loans',
    // Shown only on the staff's loan details (LoanInformation's `planned`), which stay English.
    '(planned)',
  ]),
  englishNames: new Set([
    // English-only tables and helpers; screens use their descriptors (loanStatusMessages,
    // paymentStatusMessages, loanInformationMessages.months, scores.messages.ts, the wording per language).
    'LOAN_STATUS_LABELS',
    'PAYMENT_STATUS_LABELS',
    'formatMonths',
    'healthScoreChange',
    'CURRENT_MARKETING_WORDING',
    'MARKETING_CONSENT_V1',
  ]),
  englishFields: new Set([
    // The product's name as loan_products stores it: shown through useProductText.
    'productName',
    // The provider's own words: shown as a detail beside a translated reason (FailureReason).
    'failureReason',
  ]),
};
