import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormError, FormSuccess } from '../../../components/form/form-message';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import type { SchemaSource } from '../../../lib/forms/schema-resolver';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useT } from '../../../lib/i18n/use-t';
import { serverMessage } from '../../../lib/server-message';

interface ProfileRequestOptions<TValues extends FieldValues, TRequest> {
  schema: SchemaSource<TRequest>;
  defaultValues: TValues;
  /** Sends the request; the server's answer says what happens next. */
  send: (request: TRequest) => Promise<{ message: string }>;
  /** The query the request changes, loaded again once it is sent. */
  refresh: QueryKey;
  /** Said at the top when the server marks fields, or refuses without a message of its own. */
  fixFields: MessageDescriptor;
  failed: MessageDescriptor;
}

/**
 * A request made from the profile (docs/product.md §18.3): sent once at a time, the server's answer shown
 * above the fields and the form emptied; a refusal's field messages beside the fields, the rest at the top.
 */
export function useProfileRequest<TValues extends FieldValues, TRequest>({
  schema,
  defaultValues,
  send,
  refresh,
  fixFields,
  failed,
}: ProfileRequestOptions<TValues, TRequest>) {
  const t = useT();
  const form = useSchemaForm({ schema, defaultValues });
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = form.submit(async (request) => {
    if (busy) return;
    setBusy(true);
    try {
      const response = await send(request);
      setDone(response.message);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: refresh });
    } catch (error) {
      form.showServerErrors(error, { focus: true });
      const onFields = isApiError(error) && error.details.length > 0;
      setFormError(onFields ? t(fixFields) : serverMessage(error, t(failed)));
    } finally {
      setBusy(false);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFormError(null);
    setDone(null);
    void submit(event);
  };

  // `frame` is what ProfileRequestForm takes: the submit, whether it is sending, and what it said.
  return { form, frame: { onSubmit, busy, formError, done } };
}

interface ProfileRequestFormProps {
  title: string;
  intro: string;
  submitLabel: string;
  /** The button's text while the request is being sent ('Sending…'). */
  busyLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  formError: string | null;
  done: string | null;
  children: ReactNode;
}

/** A profile request's form: its heading and intro, what went wrong or was done, the fields and the button. */
export function ProfileRequestForm({
  title,
  intro,
  submitLabel,
  busyLabel,
  onSubmit,
  busy,
  formError,
  done,
  children,
}: ProfileRequestFormProps) {
  return (
    <form noValidate aria-label={title} aria-busy={busy} onSubmit={onSubmit} className="mt-6 space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-700">{intro}</p>
      <FormError message={formError} />
      <FormSuccess message={done} />
      {children}
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
