import {
  type AuditLogFilterChoices,
  auditLogExportQuerySchema,
  SYSTEM_ACTOR_FILTER,
  SYSTEM_ACTOR_NAME,
} from '@kwacha/shared/staff/audit-log';
import { SelectField, withCurrentOption } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import {
  type AppliedFilters,
  ApplyFiltersForm,
  DateRangeFields,
} from '../../../../components/staff-list/filter-bar';
import { AUDIT_FILTERS, type AuditFilters } from '../audit-params';

interface AuditFiltersFormProps extends AppliedFilters<AuditFilters> {
  /** The pickers' choices; undefined while they load (or when they could not). */
  choices: AuditLogFilterChoices | undefined;
}

/**
 * Who, what, when, and which loan or person, applied on submit and checked with the API's own schema so a
 * bad id or date is named beside its field.
 */
export function AuditFiltersForm({ choices, ...applied }: AuditFiltersFormProps) {
  const actors = withCurrentOption(
    [
      { value: SYSTEM_ACTOR_FILTER, label: `${SYSTEM_ACTOR_NAME} (rules, providers, daily run)` },
      ...(choices?.actors ?? []).map((a) => ({ value: a.id, label: a.name })),
    ],
    applied.filters.actor,
  );
  const actions = withCurrentOption(
    (choices?.actions ?? []).map((a) => ({ value: a.action, label: a.label })),
    applied.filters.action,
  );

  return (
    <ApplyFiltersForm
      label="Filter the audit log"
      columns="sm:grid-cols-2 lg:grid-cols-3"
      actionsClassName="sm:col-span-2 lg:col-span-1"
      schema={auditLogExportQuerySchema}
      none={AUDIT_FILTERS.none}
      {...applied}
    >
      {(field) => (
        <>
          <SelectField label="Who" placeholder="Anyone" options={actors} {...field('actor')} />
          <SelectField label="Action" placeholder="Any action" options={actions} {...field('action')} />
          <DateRangeFields from={field('from')} to={field('to')} />
          <TextField
            label="Loan id"
            autoComplete="off"
            spellCheck={false}
            hint="The whole id, as on the loan's page."
            {...field('loanId')}
          />
          <TextField
            label="User id"
            autoComplete="off"
            spellCheck={false}
            hint="Their account and all their loans."
            {...field('userId')}
          />
        </>
      )}
    </ApplyFiltersForm>
  );
}
