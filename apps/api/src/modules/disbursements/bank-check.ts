import type { Bank } from '@kwacha/shared/loans/banks';
import type { BankDirectory } from '../../providers/ports';
import { ProviderUnavailableError } from '../../providers/registry';
import { BankListUnavailableError } from '../banks/banks.errors';
import { banksOf, isOnBankList } from '../banks/banks.service';
import type { DisbursementDeps } from './disbursement-deps';
import { BankNotOnProviderListError } from './disbursements.errors';

/**
 * docs/product.md §12.4: a bank id is each provider's own, and a loan keeps the id of the list it was
 * applied under. When the bank channel moves to another provider (the simulator to Lenco, going live), that
 * id may be missing from the new list, or name another bank there. So a bank destination is checked against
 * the live (cached) list of the provider that would pay it before the code is sent and again right before
 * the transfer; when it is not there, nothing is sent and staff choose the bank again.
 */

type BankDestination = { method: string; bankCode: string | null; bankName: string | null };

/** A provider that cannot be reached has no list to check against: 503, nothing is sent. */
function listOf(directoryOf: () => BankDirectory | undefined): Promise<readonly Bank[]> {
  let directory: BankDirectory | undefined;
  try {
    directory = directoryOf();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new BankListUnavailableError();
    throw error;
  }
  if (!directory) throw new BankListUnavailableError();
  return banksOf(directory);
}

/** The bank channel's provider's list now: the provider a disbursement initiated now is sent through. */
export const bankListNow = (deps: Pick<DisbursementDeps, 'providers'>) =>
  listOf(() => deps.providers.bankDirectory());

/** The list of the provider a disbursement row names, which its transfer goes to whatever the routing says. */
export const bankListOf = (deps: Pick<DisbursementDeps, 'providers'>, provider: string) =>
  listOf(() => deps.providers.byName(provider).bankDirectory);

/** False only for a bank destination whose id (under that name) is not on `banks`; wallets always pass. */
export function destinationListed(banks: readonly Bank[] | undefined, destination: BankDestination): boolean {
  if (destination.method !== 'bank_account') return true;
  return banks !== undefined && isOnBankList(banks, destination);
}

export function assertDestinationListed(
  banks: readonly Bank[] | undefined,
  destination: BankDestination,
): void {
  if (!destinationListed(banks, destination)) throw new BankNotOnProviderListError();
}
