import type { AdminUserLoan } from '@kwacha/shared/staff/admin-users';
import { Link } from 'react-router';
import { LoanStatusBadge } from '../../../../components/loans/loan-badges';
import { formatDisplayDate } from '../../../../lib/format-date';
import { loansText } from '../../../../lib/loans/loan-count';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { loanDetailsPath } from '../user-paths';

/** The newest loans, each opening its staff view; says when there are more than shown. */
export function UserLoansSection({ loans, total }: { loans: AdminUserLoan[]; total: number }) {
  return (
    <section aria-labelledby="user-loans-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="user-loans-heading" className="text-xl font-semibold text-slate-900">
        Loans
      </h2>
      {loans.length === 0 ? (
        <p className="mt-3 text-slate-700">No loan applications.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {loans.map((loan) => (
            <li key={loan.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <Link
                to={loanDetailsPath(loan.id)}
                className="rounded font-semibold text-emerald-800 hover:underline"
              >
                {`${loan.productName}, ${formatAmount(loan.amount)}`}
                <span className="block text-xs font-normal text-slate-600">
                  {`Loan ${loan.id.slice(0, 8)} · applied ${formatDisplayDate(loan.applicationDate)}`}
                </span>
              </Link>
              <LoanStatusBadge status={loan.status} />
            </li>
          ))}
        </ul>
      )}
      {total > loans.length ? (
        <p className="mt-2 text-sm text-slate-700">{`Showing the newest ${loans.length} of ${loansText(total)}.`}</p>
      ) : null}
    </section>
  );
}
