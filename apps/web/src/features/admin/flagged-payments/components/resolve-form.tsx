import {
  type FlaggedPayment,
  type FlaggedPaymentAction,
  NOTE_MAX_LENGTH,
  NOTE_MIN_LENGTH,
  noteRequiredFor,
  resolveFlaggedPaymentSchema,
} from '@kwacha/shared/staff/flagged-payments';
import { useId } from 'react';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { Button } from '../../../../components/ui/button';
import { useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import { isApiError } from '../../../../lib/api-client';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { useResolveFlaggedPayment } from '../api/resolve-flagged-payment';
import { ACTION_BUTTON_LABELS, actionExplanation, confirmTexts } from '../resolution-texts';

export const RESOLVE_FAILED_MESSAGE = 'The payment could not be resolved. Please try again.';

interface ResolveFormProps {
  payment: FlaggedPayment;
  action: FlaggedPaymentAction;
  onCancel: () => void;
}

/**
 * One resolution of one payment: the note (checked with the API's own schema), then a confirmation, then
 * the request. A refusal on the note goes beside it; any other (someone resolved it first) is said in a
 * toast while the queue is read again.
 */
export function ResolveForm({ payment, action, onCancel }: ResolveFormProps) {
  const headingId = useId();
  const form = useSchemaForm({ schema: resolveFlaggedPaymentSchema, defaultValues: { action, note: '' } });
  const resolve = useResolveFlaggedPayment(payment.id);
  const { confirm } = useModal();
  const { toast } = useToast();
  const required = noteRequiredFor(action);

  const submit = form.submit(async (request) => {
    if (resolve.isPending) return;
    if (!(await confirm(confirmTexts(action, payment)))) return;
    try {
      const { message } = await resolve.mutateAsync({
        action,
        ...(request.note ? { note: request.note } : {}),
      });
      toast({ type: 'success', title: message });
    } catch (error) {
      if (isApiError(error) && error.status === 400) form.showServerErrors(error, { focus: true });
      else toast({ type: 'error', title: serverMessage(error, RESOLVE_FAILED_MESSAGE) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      className="mt-4 grid gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {ACTION_BUTTON_LABELS[action]}
      </h3>
      <p className="text-sm text-slate-700">{actionExplanation(action, payment)}</p>
      <TextAreaField
        rows={3}
        label={required ? 'Note' : 'Note (optional)'}
        required={required}
        maxLength={NOTE_MAX_LENGTH}
        hint={`${NOTE_MIN_LENGTH}–${NOTE_MAX_LENGTH} characters: what you checked (the provider's statement, a call with the payer).`}
        {...form.field('note')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={resolve.isPending}>
          {resolve.isPending ? 'Saving…' : 'Continue'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={resolve.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
