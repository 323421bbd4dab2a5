// The clock's shape lives with the platform (the context holds one); modules/settings builds it from the
// stored business date.

/**
 * The business date as a clock (docs/product.md §14.5.1), for everything that asks what day it is about a
 * loan: the borrower's and staff's loan views, payoff quotes, what a payment pays, statements, the
 * dashboard, the day a loan's money arrived (the statistics still read the real date). Security clocks (sessions, codes, tokens) and the job queue
 * keep the real clock: a session must not expire because a tester moved the business date.
 *
 * Synchronous, because the views compute "today" deep inside pure code: the stored date is cached, read
 * again after every advance in this process and every few seconds for advances made by another process
 * (the command line on PostgreSQL). In production it is the real clock and reads nothing.
 */
export interface BusinessClock {
  /** The business "today", a Lusaka calendar day (YYYY-MM-DD). */
  today(): string;
  /** The real time moved forward by whole days to the business date, for code that takes a Date. */
  now(): Date;
  /** Reads the stored date again. */
  refresh(): Promise<void>;
  /** Stops the periodic refresh. */
  stop(): void;
}
