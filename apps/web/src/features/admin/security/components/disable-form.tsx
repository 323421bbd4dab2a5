import { totpDisableRequestSchema } from '@kwacha/shared/staff/staff-totp';
import { FormError } from '../../../../components/form/form-message';
import { PasswordField } from '../../../../components/form/password-field';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast-context';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { useDisableTotpMutation } from '../api/disable-totp';

/** Turning the app off takes the password and a current code (an admin's choice; never a superuser's). */
export function DisableForm() {
  const form = useSchemaForm({
    schema: totpDisableRequestSchema,
    defaultValues: { password: '', code: '' },
    afterSubmit: 'clear',
  });
  const { toast } = useToast();
  const mutation = useDisableTotpMutation();
  const submit = form.submit((request) => {
    if (mutation.isPending) return;
    mutation.mutate(request, {
      onSuccess: () => toast({ type: 'success', title: 'Your authenticator app is turned off.' }),
      onError: (error) => form.showServerErrors(error, { focus: true }),
    });
  });
  const failure =
    mutation.isError && !form.errorOf('code') && !form.errorOf('password')
      ? serverMessage(mutation.error, 'The app could not be turned off. Please try again.')
      : null;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="totp-off-heading" className="grid gap-4">
      <h2 id="totp-off-heading" className="text-lg font-semibold text-slate-900">
        Turn off the authenticator app
      </h2>
      <PasswordField
        label="Password"
        toggleLabel="Show password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...form.field('code')}
      />
      <FormError message={form.formError ?? failure} />
      <Button type="submit" variant="secondary" disabled={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? 'Turning off...' : 'Turn off'}
      </Button>
    </form>
  );
}
