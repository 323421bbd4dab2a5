import { type AuditLogEntry, SYSTEM_ACTOR_NAME } from '@kwacha/shared/staff/audit-log';
import { CardFact, CardFacts, ResultCard } from '../../../../components/staff-list/result-card';
import { type ResultsColumn, ResultsTable } from '../../../../components/staff-list/results-table';
import { formatDateTime } from '../../../../lib/format-date';
import { AuditSubjectLink } from './audit-subject-link';

const actorName = (entry: AuditLogEntry) => entry.actor?.name ?? SYSTEM_ACTOR_NAME;

function ActionName({ entry }: { entry: AuditLogEntry }) {
  return (
    <>
      <span className="block font-medium text-slate-900">{entry.actionLabel}</span>
      <code className="block text-xs break-all text-slate-600">{entry.action}</code>
    </>
  );
}

const When = ({ entry }: { entry: AuditLogEntry }) => (
  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
);

const COLUMNS: ResultsColumn<AuditLogEntry>[] = [
  {
    header: 'When (Lusaka)',
    className: 'whitespace-nowrap text-slate-700',
    cell: (entry) => <When entry={entry} />,
  },
  { header: 'Who', className: 'text-slate-900', cell: actorName },
  { header: 'Action', cell: (entry) => <ActionName entry={entry} /> },
  { header: 'Concerns', cell: (entry) => <AuditSubjectLink subject={entry.subject} /> },
  { header: 'Change', className: 'break-words text-slate-700', cell: (entry) => entry.summary || '—' },
];

/** The records, newest first: a table from md up, cards on phones. */
export function AuditResults({ items }: { items: AuditLogEntry[] }) {
  return (
    <ResultsTable
      caption="Audit records, newest first"
      items={items}
      rowKey={(entry) => entry.id}
      columns={COLUMNS}
      card={(entry) => <AuditCard entry={entry} />}
      alignTop
    />
  );
}

function AuditCard({ entry }: { entry: AuditLogEntry }) {
  return (
    <ResultCard heading={<ActionName entry={entry} />}>
      <CardFacts>
        <CardFact term="When">
          <When entry={entry} />
        </CardFact>
        <CardFact term="Who">{actorName(entry)}</CardFact>
        <CardFact term="Concerns">
          <AuditSubjectLink subject={entry.subject} />
        </CardFact>
        <CardFact term="Change" className="break-words">
          {entry.summary || '—'}
        </CardFact>
      </CardFacts>
    </ResultCard>
  );
}
