import { CONTACT_SUBJECTS, CONTACT_THANK_YOU_MESSAGE } from '@kwacha/shared/contact/contact-request';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormError } from '../../../components/form/form-message';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { useModal } from '../../../components/ui/modal-context';
import { useSendContactMessage } from './api/send-contact-message';
import {
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
  contactErrorMessage,
  contactServerFieldErrors,
  EMPTY_CONTACT_FORM,
  validateContactForm,
} from './contact-form-state';
import { TextAreaField } from './text-area-field';

export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  // Once a submit has shown errors, they follow what is typed so a fixed field clears at once.
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendContactMessage();
  const { alert } = useModal();

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const update = (field: ContactField) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateContactForm(next).errors);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    setFormError(null);
    const { errors: found, request } = validateContactForm(values);
    setErrors(found);
    if (!request) {
      setFocusRequest((n) => n + 1);
      return;
    }
    send.mutate(request, {
      onSuccess: () => {
        setValues(EMPTY_CONTACT_FORM);
        setErrors({});
        setSubmitted(false);
        void alert({ title: 'Message sent', message: CONTACT_THANK_YOU_MESSAGE });
      },
      onError: (error) => {
        // The values stay as typed so nothing is lost; only the explanation changes.
        const fieldErrors = contactServerFieldErrors(error);
        setErrors(fieldErrors);
        setFormError(contactErrorMessage(error));
        if (Object.keys(fieldErrors).length > 0) setFocusRequest((n) => n + 1);
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      className="grid gap-4"
    >
      <h2 id="contact-form-heading" className="text-2xl font-semibold text-slate-900">
        Send us a message
      </h2>
      <FormError message={formError} />
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={update('name')}
        error={errors.name}
      />
      <TextField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={update('email')}
        error={errors.email}
      />
      <TextField
        label="Phone Number (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={update('phone')}
        error={errors.phone}
      />
      <SelectField
        label="Subject"
        name="subject"
        required
        options={CONTACT_SUBJECTS}
        placeholder="Select a subject"
        value={values.subject}
        onChange={update('subject')}
        error={errors.subject}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={5}
        value={values.message}
        onChange={update('message')}
        error={errors.message}
      />
      <Button type="submit" disabled={send.isPending} className="sm:justify-self-start">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
