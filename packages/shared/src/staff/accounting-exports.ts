import { z } from 'zod';
import { accountingRangeSchema } from './accounting';

/**
 * The books' files for a general ledger (issue 43 point 5, docs/product.md §24.3 and §24.5): the trial
 * balance as CSV and PDF, and the journal in our generic CSV or in an accounting package's own import
 * format.
 */

/** `generic`: our own CSV; `sage-pastel`: a Pastel Partner journal batch; `quickbooks`: QuickBooks Online. */
export const JOURNAL_FORMATS = ['generic', 'sage-pastel', 'quickbooks'] as const;
export type JournalFormat = (typeof JOURNAL_FORMATS)[number];

/** How each format reads on the screen. */
export const JOURNAL_FORMAT_LABELS: Readonly<Record<JournalFormat, string>> = {
  generic: 'Generic CSV',
  'sage-pastel': 'Sage Pastel journal batch',
  quickbooks: 'QuickBooks Online journal entries',
};

/** GET /api/admin/accounting/journal.csv: the range rules of the trial balance, and the file's format. */
export const journalExportQuerySchema = accountingRangeSchema.safeExtend({
  format: z.enum(JOURNAL_FORMATS, { error: 'Choose generic, sage-pastel or quickbooks.' }).default('generic'),
});
export type JournalExportQuery = z.infer<typeof journalExportQuerySchema>;

/** The header of the trial balance CSV: credit balances in their own columns, without a sign. */
export const TRIAL_BALANCE_CSV_HEADER = [
  'account_code',
  'gl_code',
  'account',
  'type',
  'opening_debit',
  'opening_credit',
  'debits',
  'credits',
  'closing_debit',
  'closing_credit',
] as const;

export const ACCOUNTING_EXPORT_MESSAGES = {
  /** A package's importer rejects or misfiles a line without an account: the export waits for the map. */
  glCodesMissing: (names: readonly string[]) =>
    `Map a GL code to every account the journal uses first: ${names.join(', ')}.`,
  glCodesUnfit: (names: readonly string[]) =>
    `Sage Pastel takes 7-character account numbers (like 1000000 or 1000/000): change the GL code of ${names.join(', ')}.`,
  balanced: 'Debits equal credits.',
  unbalanced: 'Debits do not equal credits.',
} as const;
