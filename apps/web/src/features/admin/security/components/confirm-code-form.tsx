import { totpConfirmRequestSchema } from '@kwacha/shared/staff/staff-totp';
import { FormError } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { useConfirmEnrolmentMutation } from '../api/confirm-enrolment';

/** The app's first code turns it on; the recovery codes come back once. */
export function ConfirmCodeForm({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const form = useSchemaForm({
    schema: totpConfirmRequestSchema,
    defaultValues: { code: '' },
    afterSubmit: 'clear',
  });
  const mutation = useConfirmEnrolmentMutation();
  const submit = form.submit((request) => {
    if (mutation.isPending) return;
    mutation.mutate(request, {
      onSuccess: onConfirmed,
      onError: (error) => form.showServerErrors(error, { focus: true }),
    });
  });
  const failure =
    mutation.isError && !form.errorOf('code')
      ? serverMessage(mutation.error, 'The code could not be checked. Please try again.')
      : null;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label="Code from the app"
        hint="The 6-digit code your authenticator app shows for Kwacha Loans."
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...form.field('code')}
      />
      <FormError message={form.formError ?? failure} />
      <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? 'Checking...' : 'Turn on'}
      </Button>
    </form>
  );
}
