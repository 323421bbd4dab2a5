import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { STATEMENT_MESSAGES } from '@kwacha/shared/statements/statement-rules';

/** The Statement section of loan details (docs/product.md §13.7). */
export const documentsMessages = defineMessages('documents', {
  heading: 'Statement',
  intro:
    'Every amount lent, paid and charged in the period, with the balance after each, as a PDF. Leave a date empty for the start of the loan or today.',
  from: 'From',
  to: 'To',
  offline: 'You are offline. Statements and letters can be downloaded once you connect.',
  downloadStatement: 'Download statement',
  preparingStatement: 'Preparing the statement…',
  statementFailed: STATEMENT_MESSAGES.statementFailed,
  downloadClearance: 'Download clearance letter',
  preparingClearance: 'Preparing the clearance letter…',
  clearanceFailed: STATEMENT_MESSAGES.clearanceFailed,
});

/**
 * The period's problems as the shared rule (statementPeriodProblem) words them, said here in the
 * reader's language; the server's answers keep the English.
 */
export const statementPeriodMessages = defineMessages('documents.period', {
  fromAfterTo: STATEMENT_MESSAGES.fromAfterTo,
  tooLong: 'A statement can cover at most {years} years.',
});

/** The receipt of one payment. */
export const receiptMessages = defineMessages('documents.receipt', {
  download: 'Download receipt',
  // The button's accessible name: which receipt it saves ('Download receipt PAY-…').
  downloadNamed: 'Download receipt {reference}',
  preparing: 'Preparing the receipt…',
  failed: STATEMENT_MESSAGES.receiptFailed,
});
