import { formatKwacha } from '@kwacha/shared/money/money';
import {
  CREDIT_CHECK_STATUS_LABELS,
  CREDIT_REPORT_OUTCOME_LABELS,
  CREDIT_RULE_REASON_LABELS,
  type CreditReportView,
} from '@kwacha/shared/staff/credit-checks';
import { Button } from '../../../../components/ui/button';
import { type DetailRow, DetailSection } from '../../../../components/ui/detail-section';
import { formatDateTime } from '../../../../lib/format-date';
import { serverMessage } from '../../../../lib/server-message';
import { useCheckAgain, useCreditReportQuery } from '../api/get-credit-report';

const TITLE = 'Credit bureau report';

const FAILURES: Record<string, string> = {
  timeout: 'the bureau did not answer in time',
  unavailable: 'the bureau answered with an error',
  wrong_person: 'the bureau answered about another person: refused, not stored',
};

function rowsOf(view: CreditReportView): DetailRow[] {
  const rows: DetailRow[] = [
    { label: 'Check', value: view.status ? CREDIT_CHECK_STATUS_LABELS[view.status] : 'Not checked' },
    {
      label: 'Consent',
      value: view.consent
        ? `Given ${formatDateTime(view.consent.givenAt)} (${view.consent.wordingVersion})`
        : 'Not given',
    },
  ];
  if (view.ruleReasons.length > 0) {
    rows.push({
      label: 'Instant approval',
      value: `Staff review: ${view.ruleReasons.map((r) => CREDIT_RULE_REASON_LABELS[r] ?? r).join('; ')}`,
    });
  }
  const report = view.report;
  if (!report) return rows;
  rows.push(
    {
      label: 'Outcome',
      value: `${CREDIT_REPORT_OUTCOME_LABELS[report.outcome]}${
        report.failureReason ? `: ${FAILURES[report.failureReason] ?? report.failureReason}` : ''
      }`,
    },
    {
      label: 'Date',
      value: `${formatDateTime(report.fetchedAt)}${view.reused ? ' (reused: fresh from an earlier application)' : ''}`,
    },
    {
      label: 'Bureau',
      value: `${report.bureau}${report.reference ? `, reference ${report.reference}` : ''}`,
    },
  );
  if (report.outcome === 'failed') return rows;
  rows.push(
    { label: 'Score', value: report.score === null ? 'No score' : String(report.score) },
    {
      label: 'Arrears elsewhere',
      value: report.maxArrearsDays > 0 ? `${report.maxArrearsDays} days at most` : 'None',
    },
    { label: 'Other instalments', value: `${formatKwacha(report.otherInstalments)} a month` },
  );
  return rows;
}

/**
 * docs/product.md §25.2: the bureau's report on the applicant as the check at application used it.
 * Opening it is audited, like reading identity photos.
 */
export function CreditReportSection({ loanId }: { loanId: string }) {
  const query = useCreditReportQuery(loanId);
  const again = useCheckAgain(loanId);
  if (query.isError) {
    return (
      <section aria-label={TITLE} className="rounded-2xl bg-white p-5 shadow-sm">
        <h2 className="text-xl font-semibold text-slate-900">{TITLE}</h2>
        <p role="alert" className="mt-3 text-red-800">
          The credit report could not be loaded.
        </p>
      </section>
    );
  }
  if (!query.data) return null;
  // Two facilities alike in every field still need their own key: the second of a kind is numbered.
  const seen = new Map<string, number>();
  const facilities = (query.data.report?.facilities ?? []).map((facility) => {
    const base = `${facility.lender}|${facility.kind}|${facility.openedOn}|${facility.balance}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: `${base}|${count}`, facility };
  });
  return (
    <div className="space-y-3">
      <DetailSection title={TITLE} rows={rowsOf(query.data)} />
      {query.data.status === 'bureau_unavailable' ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button disabled={again.isPending} onClick={() => again.mutate()}>
            {again.isPending ? 'Asking the bureau…' : 'Ask the bureau again'}
          </Button>
          {again.isError ? (
            <p role="alert" className="text-red-800">
              {serverMessage(again.error, 'The bureau could not be asked. Please try again.')}
            </p>
          ) : null}
        </div>
      ) : null}
      {facilities.length > 0 ? (
        <section
          aria-label="Credit facilities"
          className="overflow-x-auto rounded-2xl bg-white p-5 shadow-sm"
        >
          <h3 className="text-lg font-semibold text-slate-900">Facilities at other lenders</h3>
          <table className="mt-3 w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                <th className="py-2 pr-4 font-medium">Lender</th>
                <th className="py-2 pr-4 font-medium">Kind</th>
                <th className="py-2 pr-4 font-medium">Opened</th>
                <th className="py-2 pr-4 font-medium">Balance</th>
                <th className="py-2 pr-4 font-medium">Instalment</th>
                <th className="py-2 pr-4 font-medium">Arrears</th>
                <th className="py-2 font-medium">Status</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {facilities.map(({ key, facility }) => (
                <tr key={key}>
                  <td className="py-2 pr-4">{facility.lender}</td>
                  <td className="py-2 pr-4">{facility.kind}</td>
                  <td className="py-2 pr-4">{facility.openedOn}</td>
                  <td className="py-2 pr-4">{formatKwacha(facility.balance)}</td>
                  <td className="py-2 pr-4">{formatKwacha(facility.monthlyInstalment)}</td>
                  <td className="py-2 pr-4">
                    {facility.arrearsDays > 0 ? `${facility.arrearsDays} days` : 'None'}
                  </td>
                  <td className="py-2">{facility.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
