import { passwordMeetsRules } from '@kwacha/shared/auth/password-rules';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-error';
import { useDelayedRedirect } from '../../redirect-delay';
import { useRegisterAccount } from '../api/register-account';
import { registrationErrorMessage } from '../registration-error-message';
import {
  EMPTY_REGISTRATION,
  fieldErrorsFromDetails,
  firstInvalidField,
  type RegistrationField,
  type RegistrationFieldErrors,
  type RegistrationFormValues,
  validateRegistration,
} from '../registration-form';
import { AddressFields } from './address-fields';
import { PasswordFields } from './password-fields';

export const REGISTRATION_SUCCESS_FALLBACK =
  'Registration successful! Please check your email to verify your account.';

export function RegisterForm() {
  const [values, setValues] = useState<RegistrationFormValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegistrationFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const registration = useRegisterAccount();
  useDelayedRedirect('/login', success !== null);

  const busy = registration.isPending;
  const change =
    (field: RegistrationField) => (event: ChangeEvent<HTMLInputElement> | ChangeEvent<HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // The message was about the old value; keeping it while the user fixes it would mislead.
      setErrors(({ [field]: _fixed, ...rest }) => rest);
    };

  const showErrors = (form: HTMLFormElement, fieldErrors: RegistrationFieldErrors) => {
    setErrors(fieldErrors);
    const first = firstInvalidField(fieldErrors);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setFormError(null);
    setSuccess(null);
    const validation = validateRegistration(values);
    if (!validation.ok) {
      showErrors(form, validation.errors);
      return;
    }
    registration.mutate(validation.payload, {
      onSuccess: (response) => {
        setSuccess(response.msg || response.message || REGISTRATION_SUCCESS_FALLBACK);
        setValues(EMPTY_REGISTRATION);
        setErrors({});
      },
      // The typed values stay, so the user only corrects what the server refused.
      onError: (error) => {
        setFormError(registrationErrorMessage(error));
        if (isApiError(error)) setErrors(fieldErrorsFromDetails(error.details));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-5">
      <FormError message={formError} />
      <FormSuccess message={success} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={change('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={change('lastName')}
          error={errors.lastName}
        />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          className="sm:col-span-2"
        />
        <TextField
          label="Phone Number"
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+260978123456"
          hint="Your Zambian mobile number (MTN, Airtel or Zamtel)."
          required
          value={values.phoneNumber}
          onChange={change('phoneNumber')}
          error={errors.phoneNumber}
        />
        <TextField
          label="Date of Birth"
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          max={lusakaToday()}
          hint="You must be at least 18 years old."
          required
          value={values.dateOfBirth}
          onChange={change('dateOfBirth')}
          error={errors.dateOfBirth}
        />
        <TextField
          label="NRC Number"
          name="nrcNumber"
          autoComplete="off"
          placeholder="123456/78/1"
          hint="As printed on your National Registration Card."
          required
          value={values.nrcNumber}
          onChange={change('nrcNumber')}
          error={errors.nrcNumber}
          className="sm:col-span-2"
        />
      </div>
      <AddressFields values={values} errors={errors} onChange={change} />
      <PasswordFields
        password={values.password}
        confirmPassword={values.confirmPassword}
        errors={errors}
        onChange={change}
      />
      <Button type="submit" className="w-full" disabled={busy || !passwordMeetsRules(values.password)}>
        {busy ? 'Registering...' : 'Register Account'}
      </Button>
    </form>
  );
}
