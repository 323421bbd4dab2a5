import { type SmsListFilters, smsListFilterSchema } from '@kwacha/shared/staff/sms-messages';
import { z } from 'zod';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { NO_SMS_FILTERS, SMS_STATUS_OPTIONS, type SmsFilters } from '../sms-list-params';

// A blank field means "no filter"; what is filled in is checked with the schema the API checks with.
const filterFormSchema = z.preprocess(
  (values) =>
    Object.fromEntries(
      Object.entries(values as Record<string, string>).filter(([, value]) => value.trim() !== ''),
    ),
  smsListFilterSchema,
) as unknown as z.ZodType<SmsListFilters, SmsFilters>;

interface SmsFiltersFormProps {
  filters: SmsFilters;
  onApply: (filters: SmsFilters) => void;
}

/** The number's last digits and the status, applied on submit as e-mail management's filters are. */
export function SmsFiltersForm({ filters, onApply }: SmsFiltersFormProps) {
  const form = useSchemaForm({ schema: filterFormSchema, defaultValues: filters });
  const submit = form.submit((query) => onApply({ ...NO_SMS_FILTERS, ...query }));

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Filter text messages"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <TextField
        label="Phone number"
        type="search"
        inputMode="tel"
        autoComplete="off"
        maxLength={20}
        hint="Its last digits are enough, like 4567."
        {...form.field('q')}
      />
      <SelectField
        label="Status"
        placeholder="Any status"
        options={SMS_STATUS_OPTIONS}
        {...form.field('status')}
      />
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset(NO_SMS_FILTERS);
            onApply(NO_SMS_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
