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
  health: z.object({
    score: z.number().int(),
    previousScore: z.number().int().nullable(),
    paymentHistoryPercent: z.number().int(),
    loanUtilisationPercent: z.number().int(),
    creditworthinessPercent: z.number().int(),
  }),
  loansByStatus: z.array(
    z.object({ status: z.enum(LOAN_STATUSES), count: z.number().int(), amount: z.number() }),
  ),
  paymentTrend: z.array(z.object({ month: z.string(), amount: z.number(), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** docs/product.md §2: Active Loans counts approved, disbursed and active; Pending counts pending and in_review. */
export const ACTIVE_TILE_STATUSES = ['approved', 'disbursed', 'active'] as const;
export const PENDING_TILE_STATUSES = ['pending', 'in_review'] as const;
