import { errorDetail } from '@kwacha/shared/api/envelope';
import type { ApplyCommand } from '@kwacha/shared/loans/apply-request';
import { type Bank, CHOOSE_BANK_MESSAGE } from '@kwacha/shared/loans/banks';
import { ValidationError } from '../../lib/domain-errors';
import { type BankDirectory, BankDirectoryUnavailableError } from '../../providers/ports';
import type { Providers } from '../../providers/registry';
import { BankListUnavailableError } from './banks.errors';

/**
 * A provider's banks, under its own ids (cached and refreshed by the adapter). Throws
 * BankListUnavailableError (503) when that provider cannot say and nothing is cached.
 */
export async function banksOf(directory: BankDirectory): Promise<readonly Bank[]> {
  try {
    return await directory.banks();
  } catch (error) {
    if (error instanceof BankDirectoryUnavailableError) throw new BankListUnavailableError();
    throw error;
  }
}

/** The banks of the provider that pays bank accounts today (PAYMENT_PROVIDER_BANK). */
const directoryBanks = (providers: Pick<Providers, 'bankDirectory'>) => banksOf(providers.bankDirectory());

/**
 * GET /api/banks: `{ id, name }` only (never the provider's other fields), sorted by name; none while no
 * provider pays out to bank accounts (the forms then say so, docs/product.md §13.5).
 */
export async function listBanks(providers: Pick<Providers, 'bankDirectory' | 'paysOutTo'>): Promise<Bank[]> {
  if (!providers.paysOutTo({ method: 'bank_account' })) return [];
  const banks = await directoryBanks(providers);
  return banks
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/**
 * The bank of the bank channel's provider with this id, with the directory's name for it. An unknown id
 * is a 400 on `bankCode`: the id is what the transfer sends, so it must come from the list.
 */
export async function listedBank(
  providers: Pick<Providers, 'bankDirectory'>,
  bankCode: string,
): Promise<Bank> {
  const banks = await directoryBanks(providers);
  const bank = banks.find((candidate) => candidate.id === bankCode);
  if (!bank) throw new ValidationError([errorDetail('bankCode', CHOOSE_BANK_MESSAGE)]);
  return bank;
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
  const bank = await listedBank(providers, command.bankCode ?? '');
  return { ...command, bankName: bank.name, bankCode: bank.id };
}

const comparable = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * True when `banks` (a provider's live list) has the destination's id under the destination's name. The
 * name matters as much as the id: ids are each provider's own, so the id a loan got from one provider's
 * list ("016", Zanaco on the simulator's) can name another bank on the next provider's (issue 39).
 */
export function isOnBankList(
  banks: readonly Bank[],
  destination: { bankCode: string | null; bankName: string | null },
): boolean {
  const code = destination.bankCode?.trim();
  const listed = code ? banks.find((bank) => bank.id === code) : undefined;
  return listed !== undefined && comparable(listed.name) === comparable(destination.bankName ?? '');
}
