import { passwordMeetsRules } from '@kwacha/shared/auth/password-rules';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useClientValue } from '../../../../lib/use-client-value';
import { useDelayedRedirect } from '../../redirect-delay';
import { useRegisterAccount } from '../api/register-account';
import { registrationErrorMessage } from '../registration-error-message';
import { EMPTY_REGISTRATION, registrationFormSchema } from '../registration-form';
import { AddressFields } from './address-fields';
import { MarketingConsentField } from './marketing-consent-field';
import { PasswordFields } from './password-fields';

export const REGISTRATION_SUCCESS_FALLBACK =
  'Registration successful! Please check your email to verify your account.';

export function RegisterForm() {
  // No limit in the pre-rendered page, which may be older than today (docs/architecture.md §14).
  const today = useClientValue(lusakaToday, undefined);
  const form = useSchemaForm({
    schema: registrationFormSchema,
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
        setSuccess(response.msg || response.message || REGISTRATION_SUCCESS_FALLBACK);
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
      <FormError message={formError} reveal />
      <FormSuccess message={success} reveal />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" required {...form.field('lastName')} />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.field('email')}
          className="sm:col-span-2"
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+260978123456"
          hint="Your Zambian mobile number (MTN, Airtel or Zamtel)."
          required
          {...form.field('phoneNumber')}
        />
        <TextField
          label="Date of Birth"
          type="date"
          autoComplete="bday"
          max={today}
          hint="You must be at least 18 years old."
          required
          {...form.field('dateOfBirth')}
        />
        <TextField
          label="NRC Number"
          autoComplete="off"
          placeholder="123456/78/1"
          hint="As printed on your National Registration Card."
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
        {busy ? 'Registering...' : 'Register Account'}
      </Button>
    </form>
  );
}
