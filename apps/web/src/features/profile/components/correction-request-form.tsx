import {
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
import { useT } from '../../../lib/i18n/use-t';
import { serverMessage } from '../../../lib/server-message';
import { fileCorrection, MY_REQUESTS_QUERY_KEY } from '../api/data-rights';
import {
  correctableFieldMessages,
  correctionHintMessages,
  correctionMessages as messages,
} from './correction-request-form.messages';

export const CORRECTION_FAILED_MESSAGE = messages.failed.message;

/** docs/product.md §18.3: the NRC number and date of birth change only after staff check the card. */
export function CorrectionRequestForm() {
  const t = useT();
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
      setFormError(onFields ? t(messages.fixFields) : serverMessage(error, t(messages.failed)));
    } finally {
      setBusy(false);
    }
  });

  const fieldOptions = CORRECTABLE_FIELDS.map((value) => ({
    value,
    label: t(correctableFieldMessages[value]),
  }));

  return (
    <form
      noValidate
      aria-label={t(messages.title)}
      aria-busy={busy}
      onSubmit={(event) => {
        setFormError(null);
        setDone(null);
        void submit(event);
      }}
      className="mt-6 space-y-3"
    >
      <h3 className="text-lg font-semibold text-slate-900">{t(messages.title)}</h3>
      <p className="text-sm text-slate-700">{t(messages.intro)}</p>
      <FormError message={formError} />
      <FormSuccess message={done} />
      <SelectField label={t(messages.whatIsWrong)} options={fieldOptions} {...form.field('field')} />
      <TextField
        label={t(messages.correctValue)}
        autoComplete="off"
        hint={t(correctionHintMessages[field as CorrectableField] ?? correctionHintMessages.nrcNumber)}
        required
        {...form.field('newValue')}
      />
      <TextField label={t(messages.whyWrong)} autoComplete="off" required {...form.field('reason')} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? t(messages.sending) : t(messages.submit)}
      </Button>
    </form>
  );
}
