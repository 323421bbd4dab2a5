/**
 * Loan records (the loan, its payments, disbursements and ledger) are kept this many years after the
 * borrower's last loan closed: the Financial Intelligence Centre Act 2010, s. 22 (record keeping);
 * docs/decisions/020-data-rights.md. No zod here: the pre-rendered privacy policy reads it.
 */
export const LOAN_RECORD_RETENTION_YEARS = 10;
