import {
  CONTACT_CHANNELS,
  CONTACT_LABELS,
  CONTACT_OUTCOMES,
  CONTACT_TEMPLATES,
} from '@kwacha/shared/staff/collections';
import { useId, useState } from 'react';
import { ChoicePill } from '../../../../components/form/choice-pill';
import { FieldError } from '../../../../components/form/field-parts';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { SelectField } from '../../../../components/form/select-field';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { Button } from '../../../../components/ui/button';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { useLogContact } from '../api/record-case-entry';
import { contactForm, isMessageChannel, NO_CONTACT } from '../contact-form-schema';

export const CONTACT_FAILED = 'The contact could not be recorded. Please try again.';

const options = <T extends keyof typeof CONTACT_LABELS>(values: readonly T[]) =>
  values.map((value) => ({ value, label: CONTACT_LABELS[value] }));

/**
 * Log a call or visit (what came of it, a note for staff), or send a text or e-mail from a template.
 * The server applies the fair-collection rules; a refusal (409) names the rule at the top.
 */
export function ContactForm({ loanId }: { loanId: string }) {
  const log = useLogContact(loanId);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useSchemaForm({ schema: contactForm, defaultValues: NO_CONTACT });
  const channel = form.watch('channel');
  const { error: channelError, ...channelInput } = form.field('channel');
  const channelErrorId = useId();
  const message = isMessageChannel(channel);

  const submit = form.submit((body) => {
    setDone(null);
    setFailed(null);
    return log
      .mutateAsync(body)
      .then(({ message: said }) => {
        setDone(said);
        form.reset(NO_CONTACT);
      })
      .catch((error: unknown) => {
        form.showServerErrors(error, { focus: true });
        setFailed(serverMessage(error, CONTACT_FAILED));
      });
  });

  return (
    <form noValidate aria-label="Log a contact" onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormSuccess message={done} />
      <FormError message={failed ?? form.formError} />
      <fieldset
        className="grid gap-2"
        aria-describedby={channelError ? channelErrorId : undefined}
        aria-invalid={channelError ? true : undefined}
      >
        <legend className="font-medium text-slate-900">Channel</legend>
        <div className="flex flex-wrap gap-2">
          {CONTACT_CHANNELS.map((value) => (
            <ChoicePill
              key={value}
              label={CONTACT_LABELS[value]}
              value={value}
              disabled={log.isPending}
              {...channelInput}
            />
          ))}
        </div>
        <FieldError id={channelErrorId} error={channelError} />
      </fieldset>
      {message ? (
        <SelectField
          label="Message to send"
          hint="Sent in the borrower's language from the template; no free text goes to a borrower."
          placeholder="Choose a message"
          options={options(CONTACT_TEMPLATES)}
          disabled={log.isPending}
          {...form.field('template')}
        />
      ) : channel ? (
        <>
          <SelectField
            label="Outcome"
            placeholder="Choose what came of it"
            options={options(CONTACT_OUTCOMES)}
            disabled={log.isPending}
            {...form.field('outcome')}
          />
          <TextAreaField
            label="Note (optional, for staff only, never sent)"
            rows={3}
            disabled={log.isPending}
            {...form.field('note')}
          />
        </>
      ) : null}
      <Button type="submit" disabled={log.isPending} className="justify-self-start">
        {log.isPending ? 'Saving…' : message ? 'Send' : 'Log the contact'}
      </Button>
    </form>
  );
}
