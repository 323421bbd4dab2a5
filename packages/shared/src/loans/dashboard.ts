import * as z from 'zod/mini';
import { LOAN_STATUSES } from './loan-status';

/**
 * Where the Financial Health Score stands (docs/product.md §4.7): no loan yet, loans but no repayment
 * history yet (no instalment repaid in full or fallen due), or a score.
 */
export const HEALTH_STATES = ['no_loans', 'not_rated', 'rated'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

/**
 * GET /api/dashboard: the borrower's tiles, scores and chart data, all from their real loans. Written with
 * Zod's tree-shakable API: the dashboard checks it in the browser, and Zod's classic API would be one
 * long task of evaluating on a slow phone (docs/performance.md §3); `npm run bench:lighthouse` audits
 * /dashboard.
 */
export const dashboardSchema = z.object({
  activeLoans: z.int(),
  pendingApplications: z.int(),
  totalAppliedAmount: z.number(),
  nextPayment: z.nullable(z.object({ amount: z.number(), dueDate: z.string() })),
  hasPayableLoan: z.boolean(),
  creditScore: z.int(),
  /**
   * docs/product.md §4.7 and §10; `score` is null unless `state` is `rated`: a borrower with no loan at
   * all (`no_loans`), or with no repayment history yet (`not_rated`), is not judged.
   */
  health: z.object({
    state: z.enum(HEALTH_STATES),
    score: z.nullable(z.int()),
    /** The latest score shown on an earlier Lusaka day, for the change indicator. */
    previousScore: z.nullable(z.int()),
    /** On-time share of the instalments fully paid; null until one is. Higher is better. */
    paymentHistoryPercent: z.nullable(z.int()),
    /** Share of the borrower's limit still owed as principal. Lower is better. */
    loanUtilisationPercent: z.int(),
    creditworthinessPercent: z.int(),
  }),
  loansByStatus: z.array(z.object({ status: z.enum(LOAN_STATUSES), count: z.int(), amount: z.number() })),
  /** Successful repayments per Lusaka month (YYYY-MM), the last 12 months oldest first, empty months included. */
  paymentTrend: z.array(z.object({ month: z.string(), amount: z.number(), count: z.int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** docs/product.md §2: Active Loans counts approved, disbursed and active; Pending counts pending and in_review. */
export const ACTIVE_TILE_STATUSES = ['approved', 'disbursed', 'active'] as const;
export const PENDING_TILE_STATUSES = ['pending', 'in_review'] as const;
