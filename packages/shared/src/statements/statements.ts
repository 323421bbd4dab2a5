import { z } from 'zod';
import { calendarDay } from '../validation/calendar-day';
import { STATEMENT_MESSAGES, statementPeriodProblem } from './statement-rules';

/**
 * The statement query the API reads, in Zod's classic API. The texts, limits and checks are in
 * statement-rules.ts, apart from this schema: the borrower's loan details and payment history show them,
 * and `npm run size` fails when either page loads the classic API (decision 041).
 */

const isoDay = calendarDay(STATEMENT_MESSAGES.dateFormat);

/**
 * GET …/statement.pdf?from=&to= : Lusaka calendar days, both included. Either may be left out: the
 * statement then starts at the loan's first entry and ends today (the server checks the period again
 * once it has filled those in).
 */
export const statementQuerySchema = z
  .strictObject({ from: isoDay.optional(), to: isoDay.optional() })
  .superRefine((query, ctx) => {
    if (query.from === undefined || query.to === undefined) return;
    const problem = statementPeriodProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['from'] });
  });
export type StatementQuery = z.infer<typeof statementQuerySchema>;
