import type { EmailRow } from '@kwacha/shared/staff/email-management';
import { Link, useLocation } from 'react-router';
import {
  CardFact,
  CardFacts,
  ResultCard,
  STRETCHED_LINK,
} from '../../../../components/staff-list/result-card';
import { type ResultsColumn, ResultsTable } from '../../../../components/staff-list/results-table';
import { formatDateTime } from '../../../../lib/format-date';
import { emailMessagePath } from '../email-list-params';
import { EmailStatusBadge } from './email-status-badge';

const At = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at)}</time>;

const COLUMNS: ResultsColumn<EmailRow>[] = [
  { header: 'Recipient', cell: (row) => <MessageLink row={row} /> },
  { header: 'Kind', className: 'text-slate-900', cell: (row) => row.kindLabel },
  { header: 'Status', cell: (row) => <EmailStatusBadge status={row.status} /> },
  { header: 'Attempts', numeric: true, className: 'text-slate-900', cell: (row) => row.attempts },
  {
    header: 'Last error',
    className: 'max-w-xs break-words text-slate-700',
    cell: (row) => row.lastError ?? '—',
  },
  {
    header: 'Written (Lusaka)',
    className: 'whitespace-nowrap text-slate-700',
    cell: (row) => <At at={row.createdAt} />,
  },
  {
    header: 'Sent',
    className: 'whitespace-nowrap text-slate-700',
    cell: (row) => (row.sentAt ? <At at={row.sentAt} /> : '—'),
  },
];

/**
 * The messages, newest first: a table from md up, cards on phones. Each opens its page; the list's
 * address travels along so "All e-mails" comes back to the same filters.
 */
export function EmailResults({ items }: { items: EmailRow[] }) {
  return (
    <ResultsTable
      caption="E-mails, newest first"
      items={items}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      card={(row) => <EmailCard row={row} />}
      alignTop
      hoverRows
    />
  );
}

/** The recipient opens the message; the hidden words tell two messages to one address apart. */
function MessageLink({ row, stretched = false }: { row: EmailRow; stretched?: boolean }) {
  const location = useLocation();
  return (
    <Link
      to={emailMessagePath(row.id)}
      state={{ listSearch: location.search }}
      className={`rounded font-semibold wrap-anywhere text-emerald-800 hover:underline ${stretched ? STRETCHED_LINK : ''}`}
    >
      {row.recipient}
      <span className="sr-only">{`, ${row.kindLabel}, ${formatDateTime(row.createdAt)}`}</span>
    </Link>
  );
}

/** A phone's card: the whole card opens the message (the link's hit area is stretched over it). */
function EmailCard({ row }: { row: EmailRow }) {
  return (
    <ResultCard
      linked
      heading={row.kindLabel}
      headingClassName="min-w-0 text-base font-semibold text-slate-900"
      aside={<EmailStatusBadge status={row.status} />}
    >
      <p className="mt-1 min-w-0">
        <MessageLink row={row} stretched />
      </p>
      <CardFacts>
        <CardFact term="Written">
          <At at={row.createdAt} />
        </CardFact>
        <CardFact term="Attempts">{row.attempts}</CardFact>
        {row.sentAt ? (
          <CardFact term="Sent">
            <At at={row.sentAt} />
          </CardFact>
        ) : null}
        {row.lastError ? (
          <CardFact term="Last error" className="break-words">
            {row.lastError}
          </CardFact>
        ) : null}
      </CardFacts>
    </ResultCard>
  );
}
