import type { CollectionQueueRow } from '@kwacha/shared/staff/collections';
import { CardFact, CardFacts, ResultCard, RowLink } from '../../../../components/staff-list/result-card';
import { type ResultsColumn, ResultsTable } from '../../../../components/staff-list/results-table';
import { formatShortDate } from '../../../../lib/format-date';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { casePath, daysText, lastContactText, promiseText, shortLoanId } from '../case-words';

interface Selection {
  selected: ReadonlySet<string>;
  onToggle: (loanId: string, checked: boolean) => void;
}

const bucketText = (row: CollectionQueueRow) => `${row.bucket} · ${row.bucketLabel}`;
const nextActionText = (row: CollectionQueueRow) =>
  row.nextActionOn ? formatShortDate(row.nextActionOn) : '—';

function SelectBox({ row, selected, onToggle }: { row: CollectionQueueRow } & Selection) {
  return (
    <input
      type="checkbox"
      className="relative z-10 size-5 accent-emerald-700"
      aria-label={`Select ${row.borrowerName}, loan ${shortLoanId(row.loanId)}`}
      checked={selected.has(row.loanId)}
      onChange={(event) => onToggle(row.loanId, event.target.checked)}
    />
  );
}

function BorrowerLink({ row, stretched = false }: { row: CollectionQueueRow; stretched?: boolean }) {
  return (
    <RowLink
      to={casePath(row.loanId)}
      name={row.borrowerName}
      detail={`Loan ${shortLoanId(row.loanId)}`}
      stretched={stretched}
    />
  );
}

function columns(selection: Selection): ResultsColumn<CollectionQueueRow>[] {
  return [
    { header: 'Select', cell: (row) => <SelectBox row={row} {...selection} /> },
    { header: 'Borrower', cell: (row) => <BorrowerLink row={row} /> },
    { header: 'Phone', className: 'whitespace-nowrap text-slate-700', cell: (row) => row.phoneNumber ?? '—' },
    {
      header: 'Days past due',
      numeric: true,
      className: 'font-semibold text-slate-900',
      cell: (row) => row.daysPastDue,
    },
    {
      header: 'Overdue',
      numeric: true,
      className: 'whitespace-nowrap font-semibold text-slate-900',
      cell: (row) => formatAmount(row.amountOverdue),
    },
    {
      header: 'Balance',
      numeric: true,
      className: 'whitespace-nowrap text-slate-700',
      cell: (row) => formatAmount(row.balance),
    },
    { header: 'Bucket', className: 'whitespace-nowrap text-slate-700', cell: bucketText },
    { header: 'Collector', className: 'text-slate-700', cell: (row) => row.collector?.name ?? 'Nobody' },
    { header: 'Last contact', className: 'text-slate-700', cell: lastContactText },
    { header: 'Promise', className: 'text-slate-700', cell: (row) => promiseText(row.promise) },
    { header: 'Next action', className: 'whitespace-nowrap text-slate-700', cell: nextActionText },
  ];
}

/** The queue: a table from md up, cards on phones; each row opens its case and can be selected. */
export function QueueResults({ items, ...selection }: { items: CollectionQueueRow[] } & Selection) {
  return (
    <ResultsTable
      caption="Loans past due"
      items={items}
      rowKey={(row) => row.loanId}
      columns={columns(selection)}
      card={(row) => <QueueCard row={row} {...selection} />}
      alignTop
      hoverRows
    />
  );
}

/** A phone's card: the whole card opens the case; its checkbox sits above the stretched link. */
function QueueCard({ row, ...selection }: { row: CollectionQueueRow } & Selection) {
  return (
    <ResultCard
      linked
      heading={<BorrowerLink row={row} stretched />}
      aside={<SelectBox row={row} {...selection} />}
    >
      <p className="mt-2 text-xl font-bold text-slate-900">
        {formatAmount(row.amountOverdue)}{' '}
        <span className="text-sm font-normal text-slate-700">overdue, {daysText(row.daysPastDue)}</span>
      </p>
      <CardFacts>
        <CardFact term="Phone">{row.phoneNumber ?? '—'}</CardFact>
        <CardFact term="Balance">{formatAmount(row.balance)}</CardFact>
        <CardFact term="Bucket">{bucketText(row)}</CardFact>
        <CardFact term="Collector">{row.collector?.name ?? 'Nobody'}</CardFact>
        <CardFact term="Last contact">{lastContactText(row)}</CardFact>
        <CardFact term="Promise">{promiseText(row.promise)}</CardFact>
        <CardFact term="Next action">{nextActionText(row)}</CardFact>
      </CardFacts>
    </ResultCard>
  );
}
