import {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  correctionRequestSchema,
} from '@kwacha/shared/data-rights/data-rights';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useT } from '../../../lib/i18n/use-t';
import { fileCorrection, MY_REQUESTS_QUERY_KEY } from '../api/data-rights';
import {
  correctableFieldMessages,
  correctionHintMessages,
  correctionMessages as messages,
} from './correction-request-form.messages';
import { ProfileRequestForm, useProfileRequest } from './profile-request-form';

export const CORRECTION_FAILED_MESSAGE = messages.failed.message;

/** docs/product.md §18.3: the NRC number and date of birth change only after staff check the card. */
export function CorrectionRequestForm() {
  const t = useT();
  const { form, frame } = useProfileRequest({
    schema: correctionRequestSchema,
    defaultValues: { field: 'nrcNumber' as CorrectableField, newValue: '', reason: '' },
    send: fileCorrection,
    refresh: MY_REQUESTS_QUERY_KEY,
    fixFields: messages.fixFields,
    failed: messages.failed,
  });
  const field = form.watch('field');

  const fieldOptions = CORRECTABLE_FIELDS.map((value) => ({
    value,
    label: t(correctableFieldMessages[value]),
  }));

  return (
    <ProfileRequestForm
      title={t(messages.title)}
      intro={t(messages.intro)}
      submitLabel={t(messages.submit)}
      busyLabel={t(messages.sending)}
      {...frame}
    >
      <SelectField label={t(messages.whatIsWrong)} options={fieldOptions} {...form.field('field')} />
      <TextField
        label={t(messages.correctValue)}
        autoComplete="off"
        hint={t(correctionHintMessages[field as CorrectableField] ?? correctionHintMessages.nrcNumber)}
        required
        {...form.field('newValue')}
      />
      <TextField label={t(messages.whyWrong)} autoComplete="off" required {...form.field('reason')} />
    </ProfileRequestForm>
  );
}
