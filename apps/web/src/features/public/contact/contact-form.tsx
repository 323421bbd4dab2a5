import { CONTACT_SUBJECTS } from '@kwacha/shared/contact/contact-subjects';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-message';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { useModal } from '../../../components/ui/modal-context';
import { useT } from '../../../lib/i18n/use-t';
import { useFormDraft } from '../../../lib/forms/use-form-draft';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSendContactMessage } from './api/send-contact-message';
import { contactErrorMessage, EMPTY_CONTACT_FORM } from './contact-form-values';
import { contactFormMessages as messages, contactSubjectMessages } from './contact.messages';

// Loaded when the form is first used, so the page hydrates without zod (docs/performance.md).
const loadContactSchema = () => import('./contact-schema').then((m) => m.contactRequestSchema);

export function ContactForm() {
  // Once a submit has shown errors, they follow what is typed so a fixed field clears at once.
  const form = useSchemaForm({ schema: loadContactSchema, defaultValues: EMPTY_CONTACT_FORM });
  // docs/product.md §21: what was typed survives a reload until the message is sent.
  useFormDraft(form, 'contact', ['name', 'email', 'phone', 'subject', 'message']);
  // A descriptor for the form's own words, so a message already shown follows a change of language.
  const [formError, setFormError] = useState<MessageDescriptor | string | null>(null);
  const t = useT();
  const send = useSendContactMessage();
  const { alert } = useModal();

  const submit = form.submit((request) => {
    if (send.isPending) return;
    send.mutate(request, {
      onSuccess: () => {
        form.reset();
        void alert({ title: t(messages.sent), message: t(messages.thankYou) });
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
        {t(messages.heading)}
      </h2>
      <FormError
        message={
          form.formError ?? (typeof formError === 'object' && formError !== null ? t(formError) : formError)
        }
      />
      <TextField label={t(messages.fullName)} autoComplete="name" required {...form.field('name')} />
      <TextField
        label={t(messages.email)}
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <TextField label={t(messages.phone)} type="tel" autoComplete="tel" {...form.field('phone')} />
      <SelectField
        label={t(messages.subject)}
        required
        options={CONTACT_SUBJECTS.map(({ value }) => ({ value, label: t(contactSubjectMessages[value]) }))}
        placeholder={t(messages.chooseSubject)}
        {...form.field('subject')}
      />
      <TextAreaField
        label={t(messages.message)}
        required
        rows={5}
        boxClassName="min-h-32"
        {...form.field('message')}
      />
      <Button type="submit" disabled={send.isPending} className="sm:justify-self-start">
        {send.isPending ? t(messages.sending) : t(messages.send)}
      </Button>
    </form>
  );
}
