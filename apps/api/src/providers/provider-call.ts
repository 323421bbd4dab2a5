import type { TransactionOutcome } from './ports';

/**
 * Runs a call to a payment provider. A call that throws — a timeout, a network error, a provider no longer
 * configured — means "we do not know", never "it failed": the transaction stays in flight and
 * reconciliation asks again with the same reference, so a retry can never pay or charge twice.
 */
export async function outcomeOf(call: () => Promise<TransactionOutcome>): Promise<TransactionOutcome> {
  try {
    return await call();
  } catch (error) {
    return { state: 'unknown', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** What a provider's message claims about the money, beyond the outcome (a status call claims nothing). */
export interface MoneyClaim {
  amountNgwee?: number | null;
  currency?: string | null;
}

/**
 * Why a provider's claim cannot be believed for our transaction (another amount or currency than the one
 * we asked for), or undefined when it agrees or claims nothing. A mismatch is never applied: staff look.
 */
export function claimMismatch(
  ours: { amountNgwee: number; currency: string; kind: 'collection' | 'transfer' },
  claim: MoneyClaim,
): string | undefined {
  if (claim.amountNgwee != null && claim.amountNgwee !== ours.amountNgwee) {
    const asked = ours.kind === 'collection' ? 'requested' : 'sent';
    return `claimed amount ${claim.amountNgwee} ngwee differs from the ${ours.amountNgwee} ngwee ${asked}`;
  }
  if (claim.currency != null && claim.currency.toUpperCase() !== ours.currency) {
    return `claimed currency ${claim.currency} differs from ${ours.currency}`;
  }
  return undefined;
}
