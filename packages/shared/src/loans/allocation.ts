/**
 * docs/product.md §13: how a repayment is split. Oldest instalment first; within an instalment, penalties,
 * then fees, then interest, then principal. Everything in integer ngwee.
 */
export const ALLOCATION_ORDER = ['penalty', 'fee', 'interest', 'principal'] as const;
export type Component = (typeof ALLOCATION_ORDER)[number];

/** What is still owed on one instalment, per component (ngwee, never negative). */
export interface InstalmentOwed {
  number: number;
  dueDate: string;
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}

export interface AllocationLine {
  instalment: number;
  component: Component;
  amount: number;
}

export function owedOn(instalment: InstalmentOwed): number {
  return instalment.penalty + instalment.fee + instalment.interest + instalment.principal;
}

export function totalOwed(instalments: readonly InstalmentOwed[]): number {
  return instalments.reduce((sum, i) => sum + owedOn(i), 0);
}

/**
 * Splits `amount` over what is owed. Refuses (throws) an amount that is not a positive whole number of
 * ngwee or that is above the total owed: the caller checks that first and answers the borrower.
 */
export function allocatePayment(instalments: readonly InstalmentOwed[], amount: number): AllocationLine[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('amount must be positive ngwee');
  if (amount > totalOwed(instalments)) throw new RangeError('amount is above the balance owed');
  const ordered = [...instalments].sort((a, b) => a.number - b.number);
  const lines: AllocationLine[] = [];
  let left = amount;
  for (const instalment of ordered) {
    for (const component of ALLOCATION_ORDER) {
      if (left === 0) return lines;
      const take = Math.min(left, instalment[component]);
      if (take > 0) {
        lines.push({ instalment: instalment.number, component, amount: take });
        left -= take;
      }
    }
  }
  return lines;
}

/** The next payment: what remains on the oldest instalment not yet fully paid, or null when all is paid. */
export function nextPaymentDue(
  instalments: readonly InstalmentOwed[],
): { amount: number; dueDate: string; instalment: number } | null {
  const open = [...instalments].sort((a, b) => a.number - b.number).find((i) => owedOn(i) > 0);
  return open ? { amount: owedOn(open), dueDate: open.dueDate, instalment: open.number } : null;
}
