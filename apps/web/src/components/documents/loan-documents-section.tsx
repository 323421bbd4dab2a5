import { lusakaToday } from '@kwacha/shared/identity/age';
import {
  STATEMENT_MAX_YEARS,
  STATEMENT_MESSAGES,
  shortLoanId,
  statementPeriodProblem,
} from '@kwacha/shared/statements/statement-rules';
import { useId, useState } from 'react';
import { clearanceLetterUrl, type DocumentReader, statementUrl } from '../../lib/documents/document-urls';
import { type FormatMessage, useFormatMessage } from '../../lib/i18n/use-format-message';
import { useT } from '../../lib/i18n/use-t';
import { TextField } from '../form/text-field';
import { documentsMessages as messages, statementPeriodMessages } from './documents.messages';
import { FileDownloadButton } from './file-download-button';

/** Loans whose money went out have a ledger, and so a statement. */
const WITH_STATEMENT = new Set(['disbursed', 'active', 'overdue', 'paid', 'written_off', 'waived']);

interface LoanDocumentsSectionProps {
  loan: { id: string; status: string; disbursementDate: string | null; applicationDate: string };
  reader: DocumentReader;
  /** The network is gone (docs/product.md §21): documents are made by the server, so downloads wait. */
  offline?: boolean;
}

export const DOCUMENTS_OFFLINE_MESSAGE = messages.offline.message;

/** The Lusaka day of a date or timestamp the API sent ('2026-11-21' or an ISO instant). */
const lusakaDayOf = (value: string) => {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '' : lusakaToday(at);
};

/** The shared rule's problem with a period, in the reader's language (any other as the rule words it). */
function periodProblemText(problem: string, format: FormatMessage): string {
  if (problem === STATEMENT_MESSAGES.fromAfterTo) return format(statementPeriodMessages.fromAfterTo);
  if (problem === STATEMENT_MESSAGES.tooLong) {
    return format(statementPeriodMessages.tooLong, { years: STATEMENT_MAX_YEARS });
  }
  return problem;
}

/**
 * The Statement section of loan details (docs/product.md §13.7), for the borrower and for staff: a
 * period (the whole loan by default) and its PDF statement, and the clearance letter once the loan is
 * paid. Nothing is shown for a loan whose money has not gone out.
 */
export function LoanDocumentsSection({ loan, reader, offline = false }: LoanDocumentsSectionProps) {
  const headingId = useId();
  const toId = useId();
  const offlineId = useId();
  const t = useT();
  const format = useFormatMessage();
  const [from, setFrom] = useState(() => lusakaDayOf(loan.disbursementDate ?? loan.applicationDate));
  const [to, setTo] = useState(() => lusakaToday());
  if (!WITH_STATEMENT.has(loan.status)) return null;

  // A day left empty is the loan's first day or today: only two days both given can be checked here.
  const problem = from && to ? statementPeriodProblem(from, to) : undefined;
  const short = shortLoanId(loan.id);
  const why = [problem ? `${toId}-error` : undefined, offline ? offlineId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t(messages.heading)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(messages.intro)}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t(messages.from)}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          id={toId}
          label={t(messages.to)}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={problem === undefined ? undefined : periodProblemText(problem, format)}
          liveError
        />
      </div>
      {offline ? (
        <p id={offlineId} className="mt-4 text-sm text-slate-700">
          {t(messages.offline)}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <FileDownloadButton
          url={statementUrl(loan.id, { from, to }, reader)}
          fallbackName={`kwacha-statement-${short}.pdf`}
          label={t(messages.downloadStatement)}
          busyMessage={t(messages.preparingStatement)}
          failureMessage={t(messages.statementFailed)}
          disabled={problem !== undefined || offline}
          describedBy={why || undefined}
          className="w-full sm:w-auto"
        />
        {loan.status === 'paid' ? (
          <FileDownloadButton
            url={clearanceLetterUrl(loan.id, reader)}
            fallbackName={`kwacha-clearance-letter-${short}.pdf`}
            label={t(messages.downloadClearance)}
            busyMessage={t(messages.preparingClearance)}
            failureMessage={t(messages.clearanceFailed)}
            disabled={offline}
            describedBy={offline ? offlineId : undefined}
            className="w-full sm:w-auto"
          />
        ) : null}
      </div>
    </section>
  );
}
