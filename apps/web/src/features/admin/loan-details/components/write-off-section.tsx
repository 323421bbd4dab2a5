import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import { SETTING_BOUNDS } from '@kwacha/shared/staff/settings';
import {
  type LoanWriteOff,
  WRITE_OFF_MESSAGES,
  type WriteOffEntry,
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
  pending: 'Waiting for a superuser',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * Whether the loan may come into question for a write-off: written off already, or overdue at least the
 * lowest threshold a superuser can set (the server knows the one in force and refuses the rest).
 */
export const showsWriteOff = (loan: AdminLoanView) =>
  loan.status === 'written_off' ||
  (loan.status === 'overdue' && (loan.delinquency?.daysPastDue ?? 0) >= SETTING_BOUNDS.writeOffDays.min);

/**
 * docs/product.md §23.6, staff only: the loan's write-off. An admin or superuser proposes with a reason; a
 * superuser who did not propose approves or rejects. The borrower is never told and still owes.
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
      <p className="text-slate-700">
        {loan.status === 'written_off'
          ? `Written off: ${formatAmount(state.writtenOff)} still carried at zero, ${formatAmount(state.recovered)} recovered. The borrower still owes the balance and is not told of the write-off.`
          : `${state.daysPastDue} days past due; a loan may be proposed for write-off from ${state.writeOffDays} days past due.`}
      </p>
      {state.proposals.length > 0 ? <Proposals proposals={state.proposals} /> : null}
      {canDecide && pending ? <Decision loanId={loan.id} proposal={pending} reload={reload} /> : null}
      {state.canPropose && !ownLoan ? <ProposeForm loanId={loan.id} reload={reload} /> : null}
    </div>
  );
}

function Proposals({ proposals }: { proposals: WriteOffEntry[] }) {
  return (
    <ul aria-label="Write-off proposals" className="divide-y divide-slate-200">
      {proposals.map((p) => (
        <li key={p.id} className="py-2 text-slate-800">
          <p className="font-medium">
            {STATUS_TEXT[p.status]}
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

function ProposeForm({ loanId, reload }: { loanId: string; reload: () => Promise<unknown> }) {
  const { propose } = useWriteOffActions(loanId, reload);
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (propose.isPending) return;
    setProblem(null);
    const checked = writeOffProposalSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const { message } = await propose.mutateAsync({ loanId, ...checked.data });
      toast({ type: 'success', title: message || WRITE_OFF_MESSAGES.proposed });
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
        label="Reason for the write-off"
        name="reason"
        hint="Staff only, up to 500 characters. A superuser who did not propose it must approve it."
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        disabled={propose.isPending}
      />
      <div>
        <Button type="submit" disabled={propose.isPending}>
          Propose write-off
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
          Approve write-off
        </Button>
        <Button variant="secondary" onClick={() => void run('reject')} disabled={decide.isPending}>
          Reject
        </Button>
      </div>
    </div>
  );
}
