import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import { SETTING_BOUNDS } from '@kwacha/shared/staff/settings';
import {
  type LoanWriteOff,
  WRITE_OFF_MESSAGES,
  type WriteOffEntry,
  type WriteOffKind,
  waiverProposalSchema,
  writeOffProposalSchema,
} from '@kwacha/shared/staff/write-offs';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast-context';
import { formatDateTime } from '../../../../lib/format-date';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { serverMessage } from '../../../../lib/server-message';
import { useSession } from '../../../../lib/session/session-context';
import { useAdminLoanCache } from '../api/get-admin-loan';
import { useLoanWriteOffQuery, useWriteOffActions } from '../api/loan-write-off';

const FAILED = 'The write-off could not be saved. Please try again.';
const STATUS_TEXT: Record<WriteOffEntry['status'], string> = {
  pending: 'waiting for a superuser',
  approved: 'approved',
  rejected: 'rejected',
};
/** What each kind of proposal is called, and its form's words. */
const KIND: Record<
  WriteOffKind,
  {
    name: string;
    reasonLabel: string;
    propose: string;
    approve: string;
    schema: typeof writeOffProposalSchema;
  }
> = {
  write_off: {
    name: 'Write-off',
    reasonLabel: 'Reason for the write-off',
    propose: 'Propose write-off',
    approve: 'Approve write-off',
    schema: writeOffProposalSchema,
  },
  waiver: {
    name: 'Waiver',
    reasonLabel: 'Reason for waiving the balance',
    propose: 'Propose waiver',
    approve: 'Approve waiver',
    schema: waiverProposalSchema,
  },
};

/**
 * Whether the loan may come into question for a write-off: written off (or waived) already, or overdue at
 * least the lowest threshold a superuser can set (the server knows the one in force and refuses the rest).
 */
export const showsWriteOff = (loan: AdminLoanView) =>
  loan.status === 'written_off' ||
  loan.status === 'waived' ||
  (loan.status === 'overdue' && (loan.delinquency?.daysPastDue ?? 0) >= SETTING_BOUNDS.writeOffDays.min);

/**
 * docs/product.md §23.6, staff only: the loan's write-off, then any waiver of what it still owes. An admin
 * or superuser proposes with a reason; a superuser who did not propose approves or rejects. The borrower
 * is not told of a write-off and still owes; a waiver forgives the rest and tells them.
 */
export function WriteOffSection({ loan, queryId }: { loan: AdminLoanView; queryId: string }) {
  const state = useLoanWriteOffQuery(loan.id);
  return (
    <section aria-labelledby="write-off-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="write-off-heading" className="text-xl font-semibold text-slate-900">
        Write off
      </h2>
      {state.data ? (
        <WriteOffBody loan={loan} queryId={queryId} state={state.data} />
      ) : state.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          {serverMessage(state.error, 'The write-off could not be loaded.')}
        </p>
      ) : (
        <p className="mt-3 text-slate-600">Loading…</p>
      )}
    </section>
  );
}

function WriteOffBody({
  loan,
  queryId,
  state,
}: {
  loan: AdminLoanView;
  queryId: string;
  state: LoanWriteOff;
}) {
  const { reload } = useAdminLoanCache(queryId);
  const session = useSession();
  const me = session.user;
  const ownLoan = me?.id === loan.user.id;
  const pending = state.proposals.find((p) => p.status === 'pending');
  const canDecide = me?.role === 'superuser' && pending && pending.proposedBy.id !== me.id && !ownLoan;
  return (
    <div className="mt-3 grid gap-4">
      <p className="text-slate-700">{summaryOf(loan, state)}</p>
      {state.proposals.length > 0 ? <Proposals proposals={state.proposals} /> : null}
      {canDecide && pending ? <Decision loanId={loan.id} proposal={pending} reload={reload} /> : null}
      {state.canPropose && !ownLoan ? (
        <ProposeForm kind="write_off" loanId={loan.id} reload={reload} />
      ) : null}
      {state.canProposeWaiver && !ownLoan ? (
        <ProposeForm kind="waiver" loanId={loan.id} reload={reload} />
      ) : null}
    </div>
  );
}

function summaryOf(loan: AdminLoanView, state: LoanWriteOff): string {
  if (loan.status === 'waived') {
    return `Balance waived: ${formatAmount(state.waived)} forgiven after ${formatAmount(state.recovered)} recovered. The borrower owes nothing more and was told.`;
  }
  if (loan.status === 'written_off') {
    return `Written off: ${formatAmount(state.writtenOff)} still carried at zero, ${formatAmount(state.recovered)} recovered. The borrower still owes the balance and is not told of the write-off; waiving it is a separate proposal.`;
  }
  return `${state.daysPastDue} days past due; a loan may be proposed for write-off from ${state.writeOffDays} days past due.`;
}

function Proposals({ proposals }: { proposals: WriteOffEntry[] }) {
  return (
    <ul aria-label="Write-off proposals" className="divide-y divide-slate-200">
      {proposals.map((p) => (
        <li key={p.id} className="py-2 text-slate-800">
          <p className="font-medium">
            {KIND[p.kind].name} {STATUS_TEXT[p.status]}
            {p.amount !== null ? `: ${formatAmount(p.amount)}` : ''}
          </p>
          <p>
            Proposed by {p.proposedBy.name} on {formatDateTime(p.proposedAt)}: {p.reason}
          </p>
          {p.decidedBy && p.decidedAt ? (
            <p>
              {p.status === 'approved' ? 'Approved' : 'Rejected'} by {p.decidedBy.name} on{' '}
              {formatDateTime(p.decidedAt)}
              {p.decisionNote ? `: ${p.decisionNote}` : ''}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function ProposeForm({
  kind,
  loanId,
  reload,
}: {
  kind: WriteOffKind;
  loanId: string;
  reload: () => Promise<unknown>;
}) {
  const actions = useWriteOffActions(loanId, reload);
  const propose = kind === 'waiver' ? actions.proposeWaiver : actions.propose;
  const words = KIND[kind];
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (propose.isPending) return;
    setProblem(null);
    const checked = words.schema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const { message } = await propose.mutateAsync({ loanId, ...checked.data });
      const fallback = kind === 'waiver' ? WRITE_OFF_MESSAGES.waiverProposed : WRITE_OFF_MESSAGES.proposed;
      toast({ type: 'success', title: message || fallback });
      setReason('');
    } catch (failure) {
      setProblem(serverMessage(failure, FAILED));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
      <div role="alert">
        {problem ? (
          <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{problem}</p>
        ) : null}
      </div>
      <TextAreaField
        label={words.reasonLabel}
        name={`${kind}-reason`}
        hint="Staff only, up to 500 characters. A superuser who did not propose it must approve it."
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        disabled={propose.isPending}
      />
      <div>
        <Button type="submit" disabled={propose.isPending}>
          {words.propose}
        </Button>
      </div>
    </form>
  );
}

function Decision({
  loanId,
  proposal,
  reload,
}: {
  loanId: string;
  proposal: WriteOffEntry;
  reload: () => Promise<unknown>;
}) {
  const { decide } = useWriteOffActions(loanId, reload);
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (decision: 'approve' | 'reject') => {
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
    <div className="grid gap-3">
      <div role="alert">
        {problem ? (
          <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{problem}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void run('approve')} disabled={decide.isPending}>
          {KIND[proposal.kind].approve}
        </Button>
        <Button variant="secondary" onClick={() => void run('reject')} disabled={decide.isPending}>
          Reject
        </Button>
      </div>
    </div>
  );
}
