import { z } from 'zod';
import { LOAN_STATUSES } from './loan-view';

/** GET /api/dashboard: the borrower's tiles, scores and chart data, all from their real loans. */
export const dashboardSchema = z.object({
  activeLoans: z.number().int(),
  pendingApplications: z.number().int(),
  totalAppliedAmount: z.number(),
  nextPayment: z.object({ amount: z.number(), dueDate: z.string() }).nullable(),
  hasPayableLoan: z.boolean(),
  creditScore: z.number().int(),
  /** docs/product.md §4.7 and §10; `score` is null while the borrower has no loan at all. */
  health: z.object({
    score: z.number().int().nullable(),
    /** The latest score shown on an earlier Lusaka day, for the change indicator. */
    previousScore: z.number().int().nullable(),
    /** On-time share of the instalments fully paid; null until one is. Higher is better. */
    paymentHistoryPercent: z.number().int().nullable(),
    /** Share of the borrower's limit still owed as principal. Lower is better. */
    loanUtilisationPercent: z.number().int(),
    creditworthinessPercent: z.number().int(),
  }),
  loansByStatus: z.array(
    z.object({ status: z.enum(LOAN_STATUSES), count: z.number().int(), amount: z.number() }),
  ),
  /** Successful repayments per Lusaka month (YYYY-MM), the last 12 months oldest first, empty months included. */
  paymentTrend: z.array(z.object({ month: z.string(), amount: z.number(), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** docs/product.md §2: Active Loans counts approved, disbursed and active; Pending counts pending and in_review. */
export const ACTIVE_TILE_STATUSES = ['approved', 'disbursed', 'active'] as const;
export const PENDING_TILE_STATUSES = ['pending', 'in_review'] as const;
