import {
  type EmailFilters as EmailFilterRequest,
  emailFiltersSchema,
} from '@kwacha/shared/staff/email-management';
import { z } from 'zod';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { type EmailFilters, KIND_OPTIONS, NO_EMAIL_FILTERS, STATUS_OPTIONS } from '../email-list-params';

// A blank field means "no filter"; what is filled in is checked with the schema the API checks with.
const filterFormSchema = z.preprocess(
  (values) =>
    Object.fromEntries(
      Object.entries(values as Record<string, string>).filter(([, value]) => value.trim() !== ''),
    ),
  emailFiltersSchema,
) as unknown as z.ZodType<EmailFilterRequest, EmailFilters>;

interface EmailFiltersFormProps {
  filters: EmailFilters;
  onApply: (filters: EmailFilters) => void;
}

/**
 * Recipient, kind, status and days. Applied on submit (one request, not one per keystroke on a slow
 * phone), checked with the API's own schema so a bad date is named beside its field.
 */
export function EmailFiltersForm({ filters, onApply }: EmailFiltersFormProps) {
  const form = useSchemaForm({ schema: filterFormSchema, defaultValues: filters });
  const submit = form.submit((query) => onApply({ ...NO_EMAIL_FILTERS, ...query }));
  // A kind from the URL that the list does not name stays choosable, so it is not lost.
  const kinds =
    filters.kind && !KIND_OPTIONS.some((o) => o.value === filters.kind)
      ? [...KIND_OPTIONS, { value: filters.kind, label: filters.kind }]
      : KIND_OPTIONS;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Filter e-mails"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <TextField
        label="Recipient"
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={254}
        hint="The address, or its first characters."
        {...form.field('q')}
      />
      <SelectField label="Kind" placeholder="Any kind" options={kinds} {...form.field('kind')} />
      <SelectField
        label="Status"
        placeholder="Any status"
        options={STATUS_OPTIONS}
        {...form.field('status')}
      />
      <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
        <TextField label="From" type="date" {...form.field('from')} />
        <TextField label="To" type="date" {...form.field('to')} />
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset(NO_EMAIL_FILTERS);
            onApply(NO_EMAIL_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
