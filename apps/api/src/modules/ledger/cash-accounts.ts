import {
  CASH_COLLECTED_ACCOUNTS,
  CASH_DISBURSED_ACCOUNTS,
  type CashCollectedAccount,
  type CashDisbursedAccount,
  CLEARING_PROVIDERS,
  type ClearingProvider,
} from '@kwacha/db';

/**
 * Cash is one clearing account per provider and direction (docs/decisions/051): the provider stored on a
 * payment's or a transfer's row names the account its money moved through. A row naming a provider the
 * ledger does not know is a programming error, never money booked to the wrong place.
 */
function clearingProviderOf(provider: string): ClearingProvider {
  const known = CLEARING_PROVIDERS.find((p) => p === provider);
  if (!known) throw new Error(`no clearing account for provider ${provider}`);
  return known;
}

/** The account a provider's collections from borrowers are debited to. */
export const cashCollectedAccount = (provider: string): CashCollectedAccount =>
  `cash_collected_${clearingProviderOf(provider)}`;

/** The account a provider's payouts to borrowers are credited to. */
export const cashDisbursedAccount = (provider: string): CashDisbursedAccount =>
  `cash_disbursed_${clearingProviderOf(provider)}`;

/** Every account cash from borrowers comes in through, and every one payouts go out through. */
export { CASH_COLLECTED_ACCOUNTS, CASH_DISBURSED_ACCOUNTS };
