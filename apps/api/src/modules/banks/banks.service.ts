import { errorDetail } from '@kwacha/shared/api/envelope';
import type { ApplyCommand } from '@kwacha/shared/loans/apply-request';
import { type Bank, CHOOSE_BANK_MESSAGE } from '@kwacha/shared/loans/banks';
import { ValidationError } from '../../lib/domain-errors';
import { BankDirectoryUnavailableError } from '../../providers/ports';
import type { Providers } from '../../providers/registry';
import { BankListUnavailableError } from './banks.errors';

/**
 * The banks of the provider that pays bank accounts today (PAYMENT_PROVIDER_BANK), under its own ids.
 * Throws BankListUnavailableError (503) when that provider cannot say and nothing is cached.
 */
async function directoryBanks(providers: Pick<Providers, 'bankDirectory'>): Promise<readonly Bank[]> {
  try {
    return await providers.bankDirectory().banks();
  } catch (error) {
    if (error instanceof BankDirectoryUnavailableError) throw new BankListUnavailableError();
    throw error;
  }
}

/** GET /api/banks: `{ id, name }` only (never the provider's other fields), sorted by name. */
export async function listBanks(providers: Pick<Providers, 'bankDirectory'>): Promise<Bank[]> {
  const banks = await directoryBanks(providers);
  return banks
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/**
 * An application paid into a bank account must name its bank by an id from the directory: that id is
 * what the transfer sends to the provider. An unknown id is a 400 on `bankCode`; a known one gets the
 * directory's name for it, whatever name the client sent, so the name staff read and the bank paid agree.
 */
export async function withListedBank(
  providers: Pick<Providers, 'bankDirectory'>,
  command: ApplyCommand,
): Promise<ApplyCommand> {
  if (command.disbursementMethod !== 'bank_account') return command;
  const banks = await directoryBanks(providers);
  const bank = banks.find((candidate) => candidate.id === command.bankCode);
  if (!bank) throw new ValidationError([errorDetail('bankCode', CHOOSE_BANK_MESSAGE)]);
  return { ...command, bankName: bank.name, bankCode: bank.id };
}
