import type { Ngwee } from '@kwacha/shared/money/money';

/** Who is asked about: what a bureau matches a consumer on (docs/product.md §25.2). */
export interface BureauEnquiry {
  nrc: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  phone: string | null;
  /** Derived from the application: the same key never pays for a second enquiry (decision 052). */
  requestKey: string;
}

/** One credit facility another lender (or we) reported. Amounts in ngwee. */
export interface BureauFacility {
  lender: string;
  kind: string;
  openedOn: string;
  balance: Ngwee;
  monthlyInstalment: Ngwee;
  /** Days past due today; 0 when up to date. */
  arrearsDays: number;
  status: string;
}

export type BureauOutcome = 'found' | 'not_found' | 'thin_file';

/** What a bureau answered about one consumer. `nrc` is the NRC the bureau says the report is about. */
export interface BureauReport {
  outcome: BureauOutcome;
  reference: string;
  nrc: string | null;
  score: number | null;
  facilities: BureauFacility[];
}

/**
 * The one interface to a credit bureau: a TransUnion-style HTTP client in production, the stand-in
 * bureau in development and tests. Throws BureauTimeoutError or BureauUnavailableError; never hangs
 * longer than its timeout.
 */
export interface CreditBureau {
  /** Which adapter: standin, transunion (stored with every report). */
  readonly name: string;
  checkConsumer(enquiry: BureauEnquiry): Promise<BureauReport>;
}
