import type { Executor } from '@kwacha/db';
import type { ChartOfAccounts, LedgerAccountView } from '@kwacha/shared/staff/accounting';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { AccountNotFoundError } from './accounting.errors';
import { glCodes, lockGlCode, removeGlCode, saveGlCode } from './accounting.repository';
import { ACCOUNTS_IN_CODE_ORDER, chartEntryOf, isLedgerAccount } from './chart-of-accounts';

export type AccountingDeps = Pick<AppContext, 'db' | 'now'>;

/** GET /api/admin/accounting/accounts: every ledger account in code order, with its mapped GL code. */
export async function chartOfAccounts(db: Executor): Promise<ChartOfAccounts> {
  const codes = await glCodes(db);
  return {
    accounts: ACCOUNTS_IN_CODE_ORDER.map((account) => ({
      account,
      ...chartEntryOf(account),
      glCode: codes.get(account) ?? null,
    })),
  };
}

/**
 * Maps an account to the lender's general-ledger code, or removes the mapping (null); superuser, audited
 * with the code before and after. Saving the same code again changes nothing and records nothing.
 */
export async function setGlCode(
  deps: AccountingDeps,
  input: { account: string; glCode: string | null; staffId: string },
): Promise<LedgerAccountView> {
  const { account, glCode } = input;
  if (!isLedgerAccount(account)) throw new AccountNotFoundError();
  await deps.db.transaction(async (tx) => {
    const before = (await lockGlCode(tx, account)) ?? null;
    if (before === glCode) return;
    if (glCode === null) await removeGlCode(tx, account);
    else await saveGlCode(tx, { account, glCode, at: deps.now(), by: input.staffId });
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'accounting.gl_code_changed',
      entityType: 'ledger_account',
      entityId: account,
      before: { glCode: before },
      after: { glCode },
    });
  });
  return { account, ...chartEntryOf(account), glCode };
}
