import { refuseRequestSchema, type StaffDataRightsRequest } from '@kwacha/shared/data-rights/data-rights';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import { isApiError } from '../../../../lib/api-client';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { useDecideDataRequest } from '../api/data-requests';

export const DECISION_FAILED_MESSAGE = 'The request could not be decided. Please try again.';

/**
 * Apply the correction (after a confirmation that names the new value) or refuse it with a reason the
 * borrower reads. A 409 (someone decided first) is said in a toast while the list is read again.
 */
export function DecisionForm({ request, field }: { request: StaffDataRightsRequest; field: string }) {
  const decide = useDecideDataRequest(request.id);
  const { confirm } = useModal();
  const { toast } = useToast();
  const form = useSchemaForm({ schema: refuseRequestSchema, defaultValues: { reason: '' } });
  const newValue = typeof request.details?.newValue === 'string' ? request.details.newValue : '';

  const run = async (decision: Parameters<typeof decide.mutateAsync>[0]) => {
    try {
      const { message } = await decide.mutateAsync(decision);
      toast({ type: 'success', title: message });
    } catch (error) {
      if (isApiError(error) && error.status === 400) form.showServerErrors(error, { focus: true });
      else toast({ type: 'error', title: serverMessage(error, DECISION_FAILED_MESSAGE) });
    }
  };

  const apply = async () => {
    if (decide.isPending) return;
    const confirmed = await confirm({
      title: 'Apply this correction?',
      message: `The ${field} of ${request.borrowerName} becomes ${newValue}. Check it against their NRC first. The borrower is told by e-mail and in their notifications.`,
      confirmLabel: 'Apply correction',
    });
    if (confirmed) await run({ kind: 'complete' });
  };

  const refuse = form.submit(async ({ reason }) => {
    if (decide.isPending) return;
    const confirmed = await confirm({
      title: 'Refuse this request?',
      message: `${request.borrowerName} will read: "${reason}"`,
      confirmLabel: 'Refuse request',
    });
    if (confirmed) await run({ kind: 'refuse', reason });
  });

  return (
    <div className="mt-4 grid gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4">
      <Button onClick={() => void apply()} disabled={decide.isPending} className="justify-self-start">
        Apply correction
      </Button>
      <form
        noValidate
        aria-label={`Refuse the request of ${request.borrowerName}`}
        onSubmit={(e) => void refuse(e)}
      >
        <TextField label="Reason for refusing" autoComplete="off" required {...form.field('reason')} />
        <Button type="submit" variant="secondary" className="mt-2" disabled={decide.isPending}>
          Refuse
        </Button>
      </form>
    </div>
  );
}
