import { ACCOUNT_TYPE_LABELS, type LedgerAccountView } from '@kwacha/shared/staff/accounting';
import { EmptyResults } from '../../../../components/ui/empty-results';
import { QueryStates } from '../../../../components/ui/query-states';
import {
  captionClass,
  headClass,
  rowHeadClass,
  ScrollingTable,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { AUTH_FAILED_MESSAGE } from '../../../../lib/load-error-message';
import { useAuthFailureToast } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useChartOfAccountsQuery } from '../api/chart-of-accounts';
import { GlCodeForm } from './gl-code-form';
import { NO_GL_CODE } from './trial-balance-table';

export const CHART_FAILED_MESSAGE = 'Failed to load the chart of accounts. Please try again.';
export const NO_CHART_MESSAGE = 'The ledger has no accounts yet.';

const cell = `${rowHeadClass} font-normal align-top`;

/**
 * Every ledger account with its code, type and the lender's general-ledger code: a superuser maps each
 * account to a GL code in its row; an admin reads them.
 */
export function ChartOfAccountsSection({ canEdit }: { canEdit: boolean }) {
  const chart = useChartOfAccountsQuery({ onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });

  return (
    <section aria-labelledby="chart-heading" className="space-y-4">
      <h2 id="chart-heading" className="text-2xl font-semibold text-slate-900">
        Chart of accounts
      </h2>
      <p className="text-slate-700">
        {canEdit
          ? 'Map each account to the code your accounting package gives it; the journal export carries it. Leave a code empty to remove it. Every change is recorded with who made it.'
          : 'The GL codes are the accounting package’s codes the journal export carries. A superuser maps them.'}
      </p>
      <QueryStates
        query={chart}
        failedMessage={CHART_FAILED_MESSAGE}
        loadingText="Loading the chart of accounts…"
        skeletonHeight="h-48"
      >
        {({ accounts }) =>
          accounts.length > 0 ? (
            <ChartTable accounts={accounts} canEdit={canEdit} />
          ) : (
            <EmptyResults emptyMessage={NO_CHART_MESSAGE} />
          )
        }
      </QueryStates>
    </section>
  );
}

function ChartTable({ accounts, canEdit }: { accounts: LedgerAccountView[]; canEdit: boolean }) {
  return (
    <ScrollingTable label="Chart of accounts table">
      <table className={tableClass}>
        <caption className={captionClass}>Ledger accounts in code order</caption>
        <thead>
          <tr>
            {['Code', 'Account', 'Type', 'GL code'].map((header) => (
              <th key={header} scope="col" className={headClass}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.account}>
              <th scope="row" className={`${rowHeadClass} align-top`}>
                {account.code}
              </th>
              <td className={cell}>{account.name}</td>
              <td className={cell}>{ACCOUNT_TYPE_LABELS[account.type]}</td>
              <td className={cell}>
                {canEdit ? <GlCodeForm account={account} /> : (account.glCode ?? NO_GL_CODE)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
