import {
  assignComplaintSchema,
  complaintNoteRequestSchema,
  resolveComplaintSchema,
  type StaffComplaint,
} from '@kwacha/shared/complaints/complaints';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { SelectField } from '../../../../components/form/select-field';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { Button } from '../../../../components/ui/button';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { useSession } from '../../../../lib/session/session-context';
import { type ComplaintAction, useComplaintAction } from '../api/act-on-complaint';
import { useAssigneesQuery } from '../api/get-staff-complaint';
import { CreditDisputePanel } from './credit-dispute-panel';

const ACTION_FAILED = 'That did not work. Please try again.';

/** Acknowledge, assign, note and resolve (docs/product.md §17.5); each answer is announced. */
export function ComplaintActions({ complaint }: { complaint: StaffComplaint }) {
  const act = useComplaintAction(complaint.id);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const run = (action: ComplaintAction, onSuccess?: () => void) => {
    setDone(null);
    setFailed(null);
    act.mutate(action, {
      onSuccess: ({ message }) => {
        setDone(message);
        onSuccess?.();
      },
      onError: (error) => setFailed(serverMessage(error, ACTION_FAILED)),
    });
  };
  const resolved = complaint.status === 'resolved';

  return (
    <section aria-labelledby="complaint-actions-heading" className="mt-6 grid gap-5">
      <h3 id="complaint-actions-heading" className="text-lg font-semibold text-slate-900">
        Actions
      </h3>
      <FormSuccess message={done} />
      <FormError message={failed} />
      {complaint.status === 'open' ? (
        <Button
          className="justify-self-start"
          disabled={act.isPending}
          onClick={() => run({ kind: 'acknowledge' })}
        >
          Acknowledge
        </Button>
      ) : null}
      {resolved ? null : (
        // Drawn again when the assignee changes (acknowledging takes an unassigned complaint).
        <AssignForm
          key={complaint.assignee?.id ?? 'nobody'}
          complaint={complaint}
          busy={act.isPending}
          run={run}
        />
      )}
      <NoteForm busy={act.isPending} run={run} />
      {/* A credit bureau dispute is resolved with its outcome, which resolves the case (docs/product.md §25.5). */}
      {complaint.category === 'credit_report' ? (
        <CreditDisputePanel complaintId={complaint.id} />
      ) : resolved ? null : (
        <ResolveForm busy={act.isPending} run={run} />
      )}
    </section>
  );
}

type Run = (action: ComplaintAction, onSuccess?: () => void) => void;

function AssignForm({ complaint, busy, run }: { complaint: StaffComplaint; busy: boolean; run: Run }) {
  const { user } = useSession();
  const assignees = useAssigneesQuery();
  const form = useSchemaForm({
    schema: assignComplaintSchema,
    defaultValues: { assigneeId: complaint.assignee?.id ?? '' },
  });
  const submit = form.submit((body) => run({ kind: 'assign', body }));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-2" aria-label="Assign">
      <SelectField
        label="Assigned to"
        options={(assignees.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        placeholder={assignees.isPending ? 'Loading staff…' : 'Choose a member of staff'}
        {...form.field('assigneeId')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={busy}>
          Assign
        </Button>
        {user && complaint.assignee?.id !== user.id ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => run({ kind: 'assign', body: { assigneeId: user.id } })}
          >
            Assign to me
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function NoteForm({ busy, run }: { busy: boolean; run: Run }) {
  const form = useSchemaForm({ schema: complaintNoteRequestSchema, defaultValues: { body: '' } });
  const submit = form.submit((body) => run({ kind: 'notes', body }, () => form.reset({ body: '' })));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-2" aria-label="Add a note">
      <TextAreaField label="Internal note (never shown to the borrower)" rows={3} {...form.field('body')} />
      <Button type="submit" variant="secondary" disabled={busy} className="justify-self-start">
        Add note
      </Button>
    </form>
  );
}

function ResolveForm({ busy, run }: { busy: boolean; run: Run }) {
  const form = useSchemaForm({ schema: resolveComplaintSchema, defaultValues: { resolution: '' } });
  const submit = form.submit((body) => run({ kind: 'resolve', body }, () => form.reset({ resolution: '' })));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-2" aria-label="Resolve">
      <TextAreaField
        label="Resolution (sent to the borrower by e-mail)"
        rows={4}
        {...form.field('resolution')}
      />
      <Button type="submit" disabled={busy} className="justify-self-start">
        Resolve
      </Button>
    </form>
  );
}
