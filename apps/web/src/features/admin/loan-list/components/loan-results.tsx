import type { AdminLoanRow } from '@kwacha/shared/staff/admin-loans';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoanStatusBadge } from '../../../../components/loans/loan-badges';
import { formatAmount, formatDisplayDate, formatMonths } from '../../../../lib/loans/loan-format';

const loanPath = (id: string) => `/loan-details/${encodeURIComponent(id)}`;

/** The first 8 characters, as docs/product.md shows loan ids; staff can search by them. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * The rows as a table from md up and as stacked cards on phones (CSS shows one of the two). The link's
 * text carries the loan's short id, so two loans of one applicant never share a link name.
 */
export function LoanResults({ items }: { items: AdminLoanRow[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Loan applications</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Applicant
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Contact
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Product
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Term
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Applied
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((loan) => (
              <tr key={loan.id} className="hover:bg-slate-50">
                <td className="px-4 py-3">
                  <ApplicantLink loan={loan} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <span className="block min-w-0 wrap-anywhere">{loan.email}</span>
                  {loan.phoneNumber ? <span className="block">{loan.phoneNumber}</span> : null}
                </td>
                <td className="px-4 py-3 text-slate-700">{loan.productName}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900">
                  {formatAmount(loan.amount)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatMonths(loan.duration)}</td>
                <td className="px-4 py-3">
                  <LoanStatusBadge status={loan.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {formatDisplayDate(loan.applicationDate)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {items.map((loan) => (
          <li key={loan.id}>
            <LoanCard loan={loan} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ApplicantLink({ loan, stretched = false }: { loan: AdminLoanRow; stretched?: boolean }) {
  return (
    <Link
      to={loanPath(loan.id)}
      className={`rounded font-semibold text-emerald-800 hover:underline ${stretched ? 'after:absolute after:inset-0 after:rounded-2xl' : ''}`}
    >
      {loan.applicantName}{' '}
      <span className="block text-xs font-normal text-slate-600">{`Loan ${shortId(loan.id)}`}</span>
    </Link>
  );
}

/** A phone's card: the whole card opens the loan (the link's hit area is stretched over it). */
function LoanCard({ loan }: { loan: AdminLoanRow }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-emerald-600"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-base">
          <ApplicantLink loan={loan} stretched />
        </h2>
        <LoanStatusBadge status={loan.status} />
      </div>
      <p className="mt-2 text-xl font-bold text-slate-900">{formatAmount(loan.amount)}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Product</dt>
        <dd className="text-slate-900">{loan.productName}</dd>
        <dt className="text-slate-600">Term</dt>
        <dd className="text-slate-900">{formatMonths(loan.duration)}</dd>
        <dt className="text-slate-600">Applied</dt>
        <dd className="text-slate-900">{formatDisplayDate(loan.applicationDate)}</dd>
        <dt className="text-slate-600">E-mail</dt>
        <dd className="min-w-0 wrap-anywhere text-slate-900">{loan.email}</dd>
        <dt className="text-slate-600">Phone</dt>
        <dd className="text-slate-900">{loan.phoneNumber ?? '—'}</dd>
      </dl>
    </article>
  );
}
