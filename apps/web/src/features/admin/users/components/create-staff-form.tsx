import {
  ADMIN_USER_MESSAGES,
  createStaffUserRequestSchema,
  ROLE_LABELS,
} from '@kwacha/shared/staff/admin-users';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useModal } from '../../../../components/ui/modal-context';
import { isApiError } from '../../../../lib/api-client';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { createStaffUser } from '../api/create-staff-user';
import { ADMIN_USERS_QUERY_KEY } from '../api/get-admin-users';
import { adminUserPath } from '../user-paths';

export const CREATE_STAFF_FAILED_MESSAGE = 'Failed to create the staff account. Please try again.';
export const FIX_FIELDS_MESSAGE = 'Please correct the fields marked below.';

const STAFF_ROLE_OPTIONS = [
  { value: 'admin', label: ROLE_LABELS.admin },
  { value: 'superuser', label: ROLE_LABELS.superuser },
];

/**
 * A new admin or superuser. There is no password field: the account is created verified with a
 * password nobody knows, and its owner is e-mailed a link to choose their own (docs/product.md §14.4).
 */
export function CreateStaffForm() {
  const form = useSchemaForm({
    schema: createStaffUserRequestSchema,
    defaultValues: { email: '', firstName: '', lastName: '', role: 'admin' as 'admin' | 'superuser' },
  });
  const { confirm } = useModal();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: string; message: string } | null>(null);

  const submit = form.submit(async (request) => {
    if (busy) return;
    const confirmed = await confirm({
      title: 'Create staff account?',
      message: `Create ${request.role === 'admin' ? 'an admin' : 'a superuser'} account for ${request.firstName} ${request.lastName} (${request.email})? They will be e-mailed a link to choose their password.`,
      confirmLabel: 'Create account',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const response = await createStaffUser(request);
      setCreated({
        id: response.data.id,
        message: response.msg || ADMIN_USER_MESSAGES.staffCreated(response.data.email),
      });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
    } catch (error) {
      form.showServerErrors(error, { focus: true });
      // Field problems are said beside their fields; the top of the form says the rest.
      const onFields = isApiError(error) && error.details.length > 0;
      setFormError(onFields ? FIX_FIELDS_MESSAGE : serverMessage(error, CREATE_STAFF_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form
      noValidate
      aria-label="Create a staff account"
      aria-busy={busy}
      onSubmit={(event) => {
        setFormError(null);
        setCreated(null);
        void submit(event);
      }}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-xl font-semibold text-slate-900">New staff account</h2>
      <FormError message={formError} />
      <FormSuccess message={created?.message} />
      {created ? (
        <Link
          to={adminUserPath(created.id)}
          className="inline-block rounded font-semibold text-emerald-800 underline"
        >
          Open the new account
        </Link>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label="Email Address"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.field('email')}
        />
        <TextField label="First Name" autoComplete="off" required {...form.field('firstName')} />
        <TextField label="Last Name" autoComplete="off" required {...form.field('lastName')} />
        <SelectField label="Role" options={STAFF_ROLE_OPTIONS} {...form.field('role')} />
      </div>
      <p className="text-sm text-slate-700">
        They will receive an e-mail with a link to choose their own password (valid for 1 hour; after that,
        "Forgot password" on the login page sends a new one).
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating…' : 'Create staff account'}
      </Button>
    </form>
  );
}
