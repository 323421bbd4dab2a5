import type { ReportStatus } from '@kwacha/shared/staff/credit-reporting';

/**
 * One loan's record for a month, as the bureau is told it, whatever the layout (docs/product.md §25.3):
 * who the borrower is and how the account stood at the month's end. Money in ngwee, days as Lusaka
 * calendar days (YYYY-MM-DD).
 */
export interface BureauRecord {
  loanId: string;
  /** The month the record describes (YYYY-MM): the file's, or an earlier one for a correction. */
  month: string;
  consumer: {
    surname: string;
    forenames: string;
    nrc: string;
    dateOfBirth: string;
    phone: string;
    address: string;
    city: string;
    province: string;
    country: string;
  };
  account: {
    /** Stable for the loan's life: the lender's prefix and the loan's reference. */
    accountNumber: string;
    openedOn: string;
    amount: number;
    termMonths: number;
    instalment: number;
    currentBalance: number;
    amountPastDue: number;
    daysPastDue: number;
    status: ReportStatus;
    lastPaymentOn: string | null;
    lastPaymentAmount: number;
    closedOn: string | null;
  };
}

/** What a month's file says in its header and trailer besides the records. */
export interface FileFacts {
  month: string;
  /** The month's last day (YYYY-MM-DD): the date the balances are as at. */
  monthEnd: string;
}

export interface FileTotals {
  consumers: number;
  accounts: number;
  corrections: number;
  /** Σ current balance of the account and correction records, ngwee. */
  balance: number;
}

/**
 * A bureau's data layout (docs/decisions/053): everything about how the file is written lives in one
 * adapter; another bureau is one more. Lines are returned without their ending; `lineEnding` joins them.
 * Nothing in a file may change between two builds of the same data (no build time, no sequence).
 */
export interface BureauLayout {
  name: string;
  version: string;
  lineEnding: string;
  fileName(month: string): string;
  header(facts: FileFacts): string;
  /** The consumer line and the account line of one record; `correction` marks a record of an earlier month. */
  record(record: BureauRecord, correction: boolean): string[];
  trailer(facts: FileFacts, totals: FileTotals): string;
}
