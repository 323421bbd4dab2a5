import type { Bank } from '@kwacha/shared/loans/banks';
import type { BankDirectory } from '../ports';

/**
 * Real banks licensed in Zambia under made-up ids in the style of Lenco's (three digits, as strings).
 * Only Absa's "002" is Lenco's, from its documentation's example; the others are ours, fixed so stored
 * loans and tests keep meaning the same bank. They are deliberately not sort codes (six digits), which
 * identify a branch and are what a bank transfer must never send as the bank id.
 * The fake Lenco server serves this same list, so one id is valid whichever of the two pays banks.
 * Only banks that still exist: a bank that merged into another leaves the list, and its id is never given
 * to another bank (a loan keeps the bank name it was applied with). Gone: 004 Atlas Mara (BancABC),
 * merged into Access Bank in 2023; 011 Investrust Bank, closed by the Bank of Zambia in 2024, its
 * deposits taken over by ZICB. Cavmont had merged into Access Bank in 2020, before this list.
 */
export const SIMULATOR_BANKS: readonly Bank[] = Object.freeze([
  { id: '001', name: 'AB Bank Zambia' },
  { id: '002', name: 'Absa Bank' },
  { id: '003', name: 'Access Bank' },
  { id: '005', name: 'Bank of China' },
  { id: '006', name: 'Citibank' },
  { id: '007', name: 'Ecobank' },
  { id: '008', name: 'First Capital Bank' },
  { id: '009', name: 'First National Bank (FNB)' },
  { id: '010', name: 'Indo Zambia Bank' },
  { id: '012', name: 'Stanbic Bank' },
  { id: '013', name: 'Standard Chartered Bank' },
  { id: '014', name: 'United Bank for Africa (UBA)' },
  { id: '015', name: 'Zambia Industrial Commercial Bank (ZICB)' },
  // Zambia National Commercial Bank, by the name everyone uses.
  { id: '016', name: 'Zanaco' },
]);

/** The simulator has no bank to ask: its list is fixed and always available. */
export function createSimulatorBankDirectory(): BankDirectory {
  return { provider: 'simulator', banks: async () => SIMULATOR_BANKS };
}
