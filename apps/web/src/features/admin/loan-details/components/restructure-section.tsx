import { RESTRUCTURE_MONTHS, type RestructureKind } from '@kwacha/shared/loans/restructure';
import type { RestructureLine, RestructureProposal } from '@kwacha/shared/loans/restructure-view';
import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../../components/form/form-message';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast-context';
import { formatDateTime, formatDisplayDate } from '../../../../lib/format-date';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { serverMessage } from '../../../../lib/server-message';
import { useSession } from '../../../../lib/session/session-context';
import { useAdminLoanCache } from '../api/get-admin-loan';
import { useLoanRestructuresQuery, useRestructureActions } from '../api/loan-restructures';

const FAILED = 'The restructure could not be saved. Please try again.';
const KIND_TEXT: Record<RestructureKind, string> = {
  longer_term: 'Longer term',
  payment_holiday: 'Payment holiday',
};
const STATUS_TEXT: Record<RestructureProposal['status'], string> = {
  proposed: 'Waiting for the borrower to accept',
  accepted: 'Accepted by the borrower: waiting for a second member of staff',
  approved: 'Approved: in force',
  declined: 'Declined by the borrower',
  rejected: 'Rejected',
  cancelled: 'Withdrawn by the proposer',
  expired: 'Expired: the loan changed before approval',
};

/** Restructuring is offered on a loan that is paid out and still owing. */
export const showsRestructure = (loan: AdminLoanView) =>
  loan.status === 'active' || loan.status === 'overdue';

/**
 * docs/product.md §23.7, staff only: propose new terms (the server computes the plan), see the live
 * proposal and the borrower's answer, and — for a second member of staff — approve or reject it.
 */
export function RestructureSection({ loan, queryId }: { loan: AdminLoanView; queryId: string }) {
  const list = useLoanRestructuresQuery(loan.id, { enabled: true });
  return (
    <section aria-labelledby="restructure-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="restructure-heading" className="text-xl font-semibold text-slate-900">
        Restructure
      </h2>
      {list.data ? (
        <RestructureBody loan={loan} queryId={queryId} proposals={list.data} />
      ) : list.isError ? (
        <p className="mt-3 text-slate-600">The restructure proposals could not be loaded.</p>
      ) : (
        <p className="mt-3 text-slate-600">Loading…</p>
      )}
    </section>
  );
}

function RestructureBody({
  loan,
  queryId,
  proposals,
}: {
  loan: AdminLoanView;
  queryId: string;
  proposals: RestructureProposal[];
}) {
  const { reload } = useAdminLoanCache(queryId);
  const { user: me } = useSession();
  const ownLoan = me?.id === loan.user.id;
  const live = proposals.find((p) => p.status === 'proposed' || p.status === 'accepted');
  const past = proposals.filter((p) => p !== live);
  return (
    <div className="mt-3 grid gap-4">
      {live ? (
        <LiveProposal
          proposal={live}
          loanId={loan.id}
          mine={live.proposedBy.id === me?.id}
          ownLoan={ownLoan}
          reload={reload}
        />
      ) : ownLoan ? (
        <p className="text-slate-700">You cannot restructure your own loan.</p>
      ) : (
        <ProposeForm loanId={loan.id} reload={reload} />
      )}
      {past.length > 0 ? (
        <ul aria-label="Earlier restructure proposals" className="divide-y divide-slate-200">
          {past.map((p) => (
            <li key={p.id} className="py-2 text-slate-800">
              <p className="font-medium">
                {KIND_TEXT[p.kind]}, {p.months} {p.months === 1 ? 'month' : 'months'}: {STATUS_TEXT[p.status]}
              </p>
              <p>
                Proposed by {p.proposedBy.name} on {formatDateTime(p.proposedAt)}
                {p.decidedBy && p.decidedAt
                  ? `; decided by ${p.decidedBy.name} on ${formatDateTime(p.decidedAt)}`
                  : ''}
              </p>
              {p.status === 'approved' ? (
                <Schedule title="Schedule before" lines={p.previousSchedule} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function LiveProposal({
  proposal,
  loanId,
  mine,
  ownLoan,
  reload,
}: {
  proposal: RestructureProposal;
  loanId: string;
  mine: boolean;
  ownLoan: boolean;
  reload: () => Promise<unknown>;
}) {
  const { decide } = useRestructureActions(loanId, reload);
  // A toast, not a line in the proposal: once decided, the proposal leaves this place for the history.
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const act = async (decision: 'approve' | 'reject') => {
    if (decide.isPending) return;
    setProblem(null);
    try {
      const { message } = await decide.mutateAsync({ id: proposal.id, decision });
      toast({ type: 'success', title: message });
    } catch (failure) {
      setProblem(serverMessage(failure, FAILED));
    }
  };
  return (
    <article aria-label="Live restructure proposal" className="grid gap-2">
      <p className="font-medium text-slate-900">
        {KIND_TEXT[proposal.kind]}, {proposal.months} {proposal.months === 1 ? 'month' : 'months'}:{' '}
        {STATUS_TEXT[proposal.status]}
      </p>
      <p className="text-slate-700">
        Proposed by {proposal.proposedBy.name} on {formatDateTime(proposal.proposedAt)}, computed for{' '}
        {formatDisplayDate(proposal.computedOn)}.
        {proposal.answer ? ` The borrower answered on ${formatDateTime(proposal.answer.at)}.` : ''}
      </p>
      <PlanFigures proposal={proposal} />
      <Schedule title="New instalments" lines={proposal.lines} />
      <ul className="list-disc pl-5 text-sm text-slate-800">
        {proposal.keyFacts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <details className="text-sm text-slate-800">
        <summary>Schedule in force before ({proposal.previousSchedule.length} instalments)</summary>
        <Schedule title="Schedule before" lines={proposal.previousSchedule} />
      </details>
      {problem ? <FormError message={problem} /> : null}
      {ownLoan ? null : mine ? (
        <div>
          <p className="text-slate-700">You proposed this: another member of staff approves or rejects it.</p>
          <Button variant="secondary" onClick={() => void act('reject')} disabled={decide.isPending}>
            Withdraw
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => void act('approve')}
            disabled={decide.isPending || proposal.status !== 'accepted'}
          >
            Approve
          </Button>
          <Button variant="secondary" onClick={() => void act('reject')} disabled={decide.isPending}>
            Reject
          </Button>
        </div>
      )}
    </article>
  );
}

function PlanFigures({ proposal: { plan } }: { proposal: RestructureProposal }) {
  const rows: [string, string][] = [
    [
      'New plan',
      `${plan.count} instalments of ${formatAmount(plan.instalment)}, ${formatDisplayDate(plan.firstDueDate)} to ${formatDisplayDate(plan.lastDueDate)}`,
    ],
    [
      'Before',
      `${plan.countBefore} instalments of ${formatAmount(plan.instalmentBefore)} to come, the last on ${formatDisplayDate(plan.lastDueDateBefore)}`,
    ],
    ['Total to repay', `${formatAmount(plan.owedAfter)} (before: ${formatAmount(plan.owedBefore)})`],
    ['Arrears carried in without interest', formatAmount(plan.carriedArrears)],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-slate-800">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Schedule({ title, lines }: { title: string; lines: RestructureLine[] }) {
  return (
    <table aria-label={title} className="mt-1 w-full text-left text-sm">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Due date</th>
          <th scope="col">Instalment</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.number}>
            <td>{line.number}</td>
            <td>{formatDisplayDate(line.dueDate)}</td>
            <td>{formatAmount(line.instalment)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ProposeForm({ loanId, reload }: { loanId: string; reload: () => Promise<unknown> }) {
  const { propose } = useRestructureActions(loanId, reload);
  const [kind, setKind] = useState<RestructureKind>('longer_term');
  const [months, setMonths] = useState('3');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const limits = RESTRUCTURE_MONTHS[kind];
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (propose.isPending) return;
    setProblem(null);
    const n = Number(months);
    if (!Number.isInteger(n) || n < limits.min || n > limits.max) {
      setError(`Enter ${limits.min} to ${limits.max} months.`);
      return;
    }
    setError(undefined);
    try {
      await propose.mutateAsync({ kind, months: n });
    } catch (failure) {
      setProblem(serverMessage(failure, FAILED));
    }
  };
  return (
    <form
      aria-label="Propose a restructure"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 sm:max-w-md"
    >
      <SelectField
        label="Kind"
        value={kind}
        onChange={(event) => setKind(event.target.value as RestructureKind)}
        options={[
          { value: 'longer_term', label: 'Longer term (1–12 more months)' },
          { value: 'payment_holiday', label: 'Payment holiday (1–3 months)' },
        ]}
      />
      <TextField
        label="Months"
        inputMode="numeric"
        value={months}
        onChange={(event) => setMonths(event.target.value)}
        error={error}
      />
      {problem ? <FormError message={problem} /> : null}
      <Button type="submit" disabled={propose.isPending}>
        {propose.isPending ? 'Computing…' : 'Propose'}
      </Button>
    </form>
  );
}
