import {
  CORRECTABLE_FIELD_LABELS,
  CORRECTABLE_FIELDS,
  type CorrectableField,
  correctionRequestSchema,
} from '@kwacha/shared/data-rights/data-rights';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../components/form/form-message';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../lib/server-message';
import { fileCorrection, MY_REQUESTS_QUERY_KEY } from '../api/data-rights';

export const CORRECTION_FAILED_MESSAGE = 'Your request could not be sent. Please try again.';
const FIX_FIELDS_MESSAGE = 'Please correct the fields marked below.';
const FIELD_OPTIONS = CORRECTABLE_FIELDS.map((value) => ({ value, label: CORRECTABLE_FIELD_LABELS[value] }));
const VALUE_HINTS: Record<CorrectableField, string> = {
  nrcNumber: 'As on your NRC card, e.g. 123456/78/1.',
  dateOfBirth: 'As on your NRC card, as YYYY-MM-DD, e.g. 1990-05-17.',
};

/** docs/product.md §18.3: the NRC number and date of birth change only after staff check the card. */
export function CorrectionRequestForm() {
  const form = useSchemaForm({
    schema: correctionRequestSchema,
    defaultValues: { field: 'nrcNumber' as CorrectableField, newValue: '', reason: '' },
  });
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const field = form.watch('field');

  const submit = form.submit(async (request) => {
    if (busy) return;
    setBusy(true);
    try {
      const response = await fileCorrection(request);
      setDone(response.message);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: MY_REQUESTS_QUERY_KEY });
    } catch (error) {
      form.showServerErrors(error, { focus: true });
      const onFields = isApiError(error) && error.details.length > 0;
      setFormError(onFields ? FIX_FIELDS_MESSAGE : serverMessage(error, CORRECTION_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form
      noValidate
      aria-label="Ask to correct my NRC or date of birth"
      aria-busy={busy}
      onSubmit={(event) => {
        setFormError(null);
        setDone(null);
        void submit(event);
      }}
      className="mt-6 space-y-3"
    >
      <h3 className="text-lg font-semibold text-slate-900">Ask to correct my NRC or date of birth</h3>
      <p className="text-sm text-slate-700">
        These are checked against your NRC, so staff make the change. We tell you the outcome by e-mail and in
        your notifications.
      </p>
      <FormError message={formError} />
      <FormSuccess message={done} />
      <SelectField label="What is wrong" options={FIELD_OPTIONS} {...form.field('field')} />
      <TextField
        label="The correct value"
        autoComplete="off"
        hint={VALUE_HINTS[field] ?? VALUE_HINTS.nrcNumber}
        required
        {...form.field('newValue')}
      />
      <TextField label="Why it is wrong" autoComplete="off" required {...form.field('reason')} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Sending…' : 'Send correction request'}
      </Button>
    </form>
  );
}
