import {
  CONTACT_SUBJECTS,
  CONTACT_THANK_YOU_MESSAGE,
  contactRequestSchema,
} from '@kwacha/shared/contact/contact-request';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-message';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { useModal } from '../../../components/ui/modal-context';
import { useFormDraft } from '../../../lib/forms/use-form-draft';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSendContactMessage } from './api/send-contact-message';
import { contactErrorMessage, EMPTY_CONTACT_FORM } from './contact-form-values';

export function ContactForm() {
  // Once a submit has shown errors, they follow what is typed so a fixed field clears at once.
  const form = useSchemaForm({ schema: contactRequestSchema, defaultValues: EMPTY_CONTACT_FORM });
  // docs/product.md §21: what was typed survives a reload until the message is sent.
  useFormDraft(form, 'contact', ['name', 'email', 'phone', 'subject', 'message']);
  const [formError, setFormError] = useState<string | null>(null);
  const send = useSendContactMessage();
  const { alert } = useModal();

  const submit = form.submit((request) => {
    if (send.isPending) return;
    send.mutate(request, {
      onSuccess: () => {
        form.reset();
        void alert({ title: 'Message sent', message: CONTACT_THANK_YOU_MESSAGE });
      },
      // The values stay as typed so nothing is lost; only the explanation changes.
      onError: (error) => {
        form.showServerErrors(error, { focus: true });
        setFormError(contactErrorMessage(error));
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        void submit(event);
      }}
      aria-labelledby="contact-form-heading"
      className="grid gap-4"
    >
      <h2 id="contact-form-heading" className="text-2xl font-semibold text-slate-900">
        Send us a message
      </h2>
      <FormError message={formError} />
      <TextField label="Full Name" autoComplete="name" required {...form.field('name')} />
      <TextField label="Email Address" type="email" autoComplete="email" required {...form.field('email')} />
      <TextField label="Phone Number (optional)" type="tel" autoComplete="tel" {...form.field('phone')} />
      <SelectField
        label="Subject"
        required
        options={CONTACT_SUBJECTS}
        placeholder="Select a subject"
        {...form.field('subject')}
      />
      <TextAreaField label="Message" required rows={5} boxClassName="min-h-32" {...form.field('message')} />
      <Button type="submit" disabled={send.isPending} className="sm:justify-self-start">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
