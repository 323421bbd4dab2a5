import { smsListFilterSchema } from '@kwacha/shared/staff/sms-messages';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { type AppliedFilters, ApplyFiltersForm } from '../../../../components/staff-list/filter-bar';
import { SMS_FILTERS, SMS_STATUS_OPTIONS, type SmsFilters } from '../sms-list-params';

/** The number's last digits and the status, applied on submit as e-mail management's filters are. */
export function SmsFiltersForm(applied: AppliedFilters<SmsFilters>) {
  return (
    <ApplyFiltersForm
      label="Filter text messages"
      columns="sm:grid-cols-2"
      actionsClassName="sm:col-span-2"
      schema={smsListFilterSchema}
      none={SMS_FILTERS.none}
      {...applied}
    >
      {(field) => (
        <>
          <TextField
            label="Phone number"
            type="search"
            inputMode="tel"
            autoComplete="off"
            maxLength={20}
            hint="Its last digits are enough, like 4567."
            {...field('q')}
          />
          <SelectField
            label="Status"
            placeholder="Any status"
            options={SMS_STATUS_OPTIONS}
            {...field('status')}
          />
        </>
      )}
    </ApplyFiltersForm>
  );
}
