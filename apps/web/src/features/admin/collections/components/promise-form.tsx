import { COLLECTIONS_MESSAGES, promiseRequestSchema } from '@kwacha/shared/staff/collections';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-client';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { useRecordPromise } from '../api/record-case-entry';

export const PROMISE_FAILED = 'The promise could not be recorded. Please try again.';
const EMPTY = { amount: '', date: '' };

/** Which field a refusal without field details is about, by its words (the shared messages). */
function fieldOfRefusal(message: string): 'amount' | 'date' | undefined {
  if (message === COLLECTIONS_MESSAGES.promiseAmount) return 'amount';
  if (message === COLLECTIONS_MESSAGES.promisePast || message.startsWith('Choose a date within')) {
    return 'date';
  }
  return undefined;
}

/** A promise to pay taken by phone or on a visit: an amount in kwacha and the day it will be paid by. */
export function PromiseForm({ loanId }: { loanId: string }) {
  const record = useRecordPromise(loanId);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useSchemaForm({ schema: promiseRequestSchema, defaultValues: EMPTY });

  const submit = form.submit((body) => {
    setDone(null);
    setFailed(null);
    return record
      .mutateAsync(body)
      .then(({ message }) => {
        setDone(message);
        form.reset(EMPTY);
      })
      .catch((error: unknown) => {
        const said = serverMessage(error, PROMISE_FAILED);
        const field = fieldOfRefusal(said);
        const details = isApiError(error) ? error.details : [];
        if (details.length > 0) form.showServerErrors(error, { focus: true });
        else if (field) form.setFieldErrors({ [field]: said }, { focus: true });
        else setFailed(said);
      });
  });

  return (
    <form noValidate aria-label="Record a promise" onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormSuccess message={done} />
      <FormError message={failed ?? form.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Amount (K)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 500"
          disabled={record.isPending}
          {...form.field('amount')}
        />
        <TextField label="To be paid by" type="date" disabled={record.isPending} {...form.field('date')} />
      </div>
      <Button type="submit" disabled={record.isPending} className="justify-self-start">
        {record.isPending ? 'Saving…' : 'Record the promise'}
      </Button>
    </form>
  );
}
