import { emailFiltersSchema } from '@kwacha/shared/staff/email-management';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { ApplyFiltersForm } from '../../../../components/staff-list/filter-bar';
import { EMAIL_FILTERS, type EmailFilters, KIND_OPTIONS, STATUS_OPTIONS } from '../email-list-params';

interface EmailFiltersFormProps {
  filters: EmailFilters;
  onApply: (filters: EmailFilters) => void;
}

/**
 * Recipient, kind, status and days, applied on submit and checked with the API's own schema so a bad date
 * is named beside its field.
 */
export function EmailFiltersForm({ filters, onApply }: EmailFiltersFormProps) {
  // A kind from the URL that the list does not name stays choosable, so it is not lost.
  const kinds =
    filters.kind && !KIND_OPTIONS.some((o) => o.value === filters.kind)
      ? [...KIND_OPTIONS, { value: filters.kind, label: filters.kind }]
      : KIND_OPTIONS;

  return (
    <ApplyFiltersForm
      label="Filter e-mails"
      columns="sm:grid-cols-2 lg:grid-cols-3"
      actionsClassName="sm:col-span-2"
      schema={emailFiltersSchema}
      filters={filters}
      none={EMAIL_FILTERS.none}
      onApply={onApply}
    >
      {(field) => (
        <>
          <TextField
            label="Recipient"
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            hint="The address, or its first characters."
            {...field('q')}
          />
          <SelectField label="Kind" placeholder="Any kind" options={kinds} {...field('kind')} />
          <SelectField
            label="Status"
            placeholder="Any status"
            options={STATUS_OPTIONS}
            {...field('status')}
          />
          <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
            <TextField label="From" type="date" {...field('from')} />
            <TextField label="To" type="date" {...field('to')} />
          </div>
        </>
      )}
    </ApplyFiltersForm>
  );
}
