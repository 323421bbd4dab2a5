import { emailFiltersSchema } from '@kwacha/shared/staff/email-management';
import { SelectField, withCurrentOption } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import {
  type AppliedFilters,
  ApplyFiltersForm,
  DateRangeFields,
} from '../../../../components/staff-list/filter-bar';
import { EMAIL_FILTERS, type EmailFilters, KIND_OPTIONS, STATUS_OPTIONS } from '../email-list-params';

/**
 * Recipient, kind, status and days, applied on submit and checked with the API's own schema so a bad date
 * is named beside its field.
 */
export function EmailFiltersForm(applied: AppliedFilters<EmailFilters>) {
  const kinds = withCurrentOption(KIND_OPTIONS, applied.filters.kind);

  return (
    <ApplyFiltersForm
      label="Filter e-mails"
      columns="sm:grid-cols-2 lg:grid-cols-3"
      actionsClassName="sm:col-span-2"
      schema={emailFiltersSchema}
      none={EMAIL_FILTERS.none}
      {...applied}
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
          <DateRangeFields from={field('from')} to={field('to')} />
        </>
      )}
    </ApplyFiltersForm>
  );
}
