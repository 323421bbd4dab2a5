import { passwordMeetsRules } from '@kwacha/shared/auth/password-rules';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { EmailField } from '../../../../components/form/email-field';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useLanguageState, useT } from '../../../../lib/i18n/use-t';
import { useDelayedRedirect } from '../../redirect-delay';
import { useRegisterAccount } from '../api/register-account';
import { registerMessages as messages } from '../register.messages';
import { registrationErrorMessage } from '../registration-error-message';
import { EMPTY_REGISTRATION } from '../registration-form-values';
import { AddressFields } from './address-fields';
import { DateOfBirthField } from './date-of-birth-field';
import { MarketingConsentField } from './marketing-consent-field';
import { PasswordFields } from './password-fields';

// Loaded when the form is first used, so the page hydrates without zod (docs/performance.md).
const loadRegistrationSchema = () => import('../registration-form').then((m) => m.registrationFormSchema);

export function RegisterForm() {
  const t = useT();
  const { language } = useLanguageState();
  const form = useSchemaForm({
    schema: loadRegistrationSchema,
    defaultValues: EMPTY_REGISTRATION,
    afterSubmit: 'clear',
  });
  const [password, confirmPassword] = useWatch({
    control: form.control,
    name: ['password', 'confirmPassword'],
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const registration = useRegisterAccount();
  useDelayedRedirect('/login', success !== null);
  const busy = registration.isPending;

  const submit = form.submit((payload) => {
    if (busy) return;
    registration.mutate(payload, {
      onSuccess: (response) => {
        // The server's text is English, and always this one: another language says it in its own words.
        const serverText = language === 'en' ? response.msg || response.message : undefined;
        setSuccess(serverText || t(messages.success));
        form.reset();
      },
      // The typed values stay, so the user only corrects what the server refused.
      onError: (error) => {
        setFormError(registrationErrorMessage(error));
        form.showServerErrors(error);
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        setSuccess(null);
        void submit(event);
      }}
      aria-busy={busy}
      className="space-y-5"
    >
      <FormError message={form.formError ?? formError} reveal />
      <FormSuccess message={success} reveal />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t(messages.firstName)}
          autoComplete="given-name"
          required
          {...form.field('firstName')}
        />
        <TextField
          label={t(messages.lastName)}
          autoComplete="family-name"
          required
          {...form.field('lastName')}
        />
        <EmailField label={t(messages.email)} required {...form.field('email')} className="sm:col-span-2" />
        <TextField
          label={t(messages.phoneNumber)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+260978123456"
          hint={t(messages.phoneNumberHint)}
          required
          {...form.field('phoneNumber')}
        />
        <DateOfBirthField field={form.field('dateOfBirth')} />
        <TextField
          label={t(messages.nrcNumber)}
          autoComplete="off"
          placeholder="123456/78/1"
          hint={t(messages.nrcNumberHint)}
          required
          {...form.field('nrcNumber')}
          className="sm:col-span-2"
        />
      </div>
      <AddressFields field={form.field} />
      <PasswordFields
        password={form.field('password')}
        confirmPassword={form.field('confirmPassword')}
        values={{ password, confirmPassword }}
      />
      <MarketingConsentField {...form.field('marketingOptIn')} />
      <Button type="submit" className="w-full" disabled={busy || !passwordMeetsRules(password)}>
        {busy ? t(messages.registering) : t(messages.submit)}
      </Button>
    </form>
  );
}
