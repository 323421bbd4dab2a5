import {
  RESOLUTION_NOTE_MAX,
  RESOLUTION_NOTE_MIN,
  RESOLVED_LINE_MESSAGE,
  type ReconciliationAction,
  resolveStatementLineSchema,
  type StatementLine,
} from '@kwacha/shared/staff/reconciliation';
import { useId } from 'react';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast-context';
import { isApiError } from '../../../../lib/api-client';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { useResolveStatementLine } from './reconciliation-api';
import { ACTION_LABELS } from './reconciliation-texts';

export const RESOLVE_LINE_FAILED_MESSAGE = 'The line could not be resolved. Please try again.';

const EXPLANATIONS: Readonly<Record<ReconciliationAction, string>> = {
  send_to_flagged_payments:
    'The repayment goes to the flagged payments queue, where staff apply it to the loan or record its refund. Nothing is booked here.',
  investigated: 'Say what you checked and found. Nothing is booked; the note is kept with your name.',
};

/**
 * One resolution of one line (superuser): the note checked with the API's own schema, then the request.
 * A refusal of the note goes beside it; any other (someone resolved it first) is said in a toast.
 */
export function ResolveLineForm({
  line,
  name,
  action,
  onDone,
}: {
  line: StatementLine;
  name: string;
  action: ReconciliationAction;
  onDone: () => void;
}) {
  const headingId = useId();
  const form = useSchemaForm({ schema: resolveStatementLineSchema, defaultValues: { action, note: '' } });
  const resolve = useResolveStatementLine(line.id);
  const { toast } = useToast();
  const required = action === 'investigated';

  const submit = form.submit(async (request) => {
    if (resolve.isPending) return;
    try {
      const { message } = await resolve.mutateAsync({
        action,
        ...(request.note ? { note: request.note } : {}),
      });
      toast({ type: 'success', title: message || RESOLVED_LINE_MESSAGE[action] });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 400) form.showServerErrors(error, { focus: true });
      else toast({ type: 'error', title: serverMessage(error, RESOLVE_LINE_FAILED_MESSAGE) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      className="grid max-w-xl gap-3 rounded-xl border border-slate-300 bg-white p-4"
    >
      <h4 id={headingId} className="font-semibold text-slate-900">
        {ACTION_LABELS[action]}: {name}
      </h4>
      <p className="text-sm text-slate-700">{EXPLANATIONS[action]}</p>
      <TextAreaField
        rows={3}
        label={required ? 'Note' : 'Note (optional)'}
        required={required}
        maxLength={RESOLUTION_NOTE_MAX}
        hint={`${RESOLUTION_NOTE_MIN}–${RESOLUTION_NOTE_MAX} characters.`}
        {...form.field('note')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={resolve.isPending}>
          {resolve.isPending ? 'Saving…' : ACTION_LABELS[action]}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={resolve.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
