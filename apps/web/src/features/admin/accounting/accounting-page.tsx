import { useSession } from '../../../lib/session/session-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { ChartOfAccountsSection } from './components/chart-of-accounts-section';
import { PeriodsSection } from './components/periods-section';
import { ProvisionsSection } from './components/provisions-section';
import { TrialBalanceSection } from './components/trial-balance-section';
import { ReconciliationSection } from './reconciliation/reconciliation-section';

/**
 * /admin-dashboard/accounting (admin, superuser; issue 43): the trial balance of any range with its journal
 * as CSV, the chart of accounts with the lender's GL codes, the closed months, the month-end loan-loss
 * provisions (decision 050), and the providers' statements reconciled. A superuser maps GL codes, closes
 * months and resolves statements; an admin reads.
 */
export function AccountingPage() {
  usePageTitle('Accounting');
  const { user } = useSession();
  const superuser = user?.role === 'superuser';
  return (
    <div className="mx-auto w-full max-w-7xl space-y-10 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Accounting</h1>
        <p className="mt-2 text-slate-700">
          The books as the ledger holds them, in kwacha, by Lusaka day.
          {superuser ? null : ' Only a superuser can map GL codes, close a month or reconcile a statement.'}
        </p>
      </header>
      <TrialBalanceSection />
      <ChartOfAccountsSection canEdit={superuser} />
      <PeriodsSection canClose={superuser} />
      <ProvisionsSection />
      <ReconciliationSection canAct={superuser} />
    </div>
  );
}
