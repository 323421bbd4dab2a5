import type { AdminLoanRow } from '@kwacha/shared/staff/admin-loans';
import { LoanStatusBadge } from '../../../../components/loans/loan-badges';
import {
  CardFact,
  CardFacts,
  ContactLines,
  ResultCard,
  RowLink,
} from '../../../../components/staff-list/result-card';
import { type ResultsColumn, ResultsTable } from '../../../../components/staff-list/results-table';
import { formatAmount, formatDisplayDate, formatMonths } from '../../../../lib/loans/loan-format';

const loanPath = (id: string) => `/loan-details/${encodeURIComponent(id)}`;

/** The first 8 characters, as docs/product.md shows loan ids; staff can search by them. */
const shortId = (id: string) => id.slice(0, 8);

const COLUMNS: ResultsColumn<AdminLoanRow>[] = [
  { header: 'Applicant', cell: (loan) => <ApplicantLink loan={loan} /> },
  {
    header: 'Contact',
    className: 'text-slate-700',
    cell: (loan) => <ContactLines email={loan.email} phoneNumber={loan.phoneNumber} />,
  },
  { header: 'Product', className: 'text-slate-700', cell: (loan) => loan.productName },
  {
    header: 'Amount',
    numeric: true,
    className: 'font-semibold whitespace-nowrap text-slate-900',
    cell: (loan) => formatAmount(loan.amount),
  },
  {
    header: 'Term',
    className: 'whitespace-nowrap text-slate-700',
    cell: (loan) => formatMonths(loan.duration),
  },
  { header: 'Status', cell: (loan) => <LoanStatusBadge status={loan.status} /> },
  {
    header: 'Applied',
    className: 'whitespace-nowrap text-slate-700',
    cell: (loan) => formatDisplayDate(loan.applicationDate),
  },
];

/**
 * The rows: a table from md up, cards on phones. The link's text carries the loan's short id, so two
 * loans of one applicant never share a link name.
 */
export function LoanResults({ items }: { items: AdminLoanRow[] }) {
  return (
    <ResultsTable
      caption="Loan applications"
      items={items}
      rowKey={(loan) => loan.id}
      columns={COLUMNS}
      card={(loan) => <LoanCard loan={loan} />}
      hoverRows
    />
  );
}

function ApplicantLink({ loan, stretched = false }: { loan: AdminLoanRow; stretched?: boolean }) {
  return (
    <RowLink
      to={loanPath(loan.id)}
      name={loan.applicantName}
      detail={`Loan ${shortId(loan.id)}`}
      stretched={stretched}
    />
  );
}

/** A phone's card: the whole card opens the loan (the link's hit area is stretched over it). */
function LoanCard({ loan }: { loan: AdminLoanRow }) {
  return (
    <ResultCard
      linked
      heading={<ApplicantLink loan={loan} stretched />}
      aside={<LoanStatusBadge status={loan.status} />}
    >
      <p className="mt-2 text-xl font-bold text-slate-900">{formatAmount(loan.amount)}</p>
      <CardFacts columns="grid-cols-2">
        <CardFact term="Product">{loan.productName}</CardFact>
        <CardFact term="Term">{formatMonths(loan.duration)}</CardFact>
        <CardFact term="Applied">{formatDisplayDate(loan.applicationDate)}</CardFact>
        <CardFact term="E-mail" className="min-w-0 wrap-anywhere">
          {loan.email}
        </CardFact>
        <CardFact term="Phone">{loan.phoneNumber ?? '—'}</CardFact>
      </CardFacts>
    </ResultCard>
  );
}
