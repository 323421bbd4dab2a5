import {
  type AuditLogFilterChoices,
  auditLogExportQuerySchema,
  SYSTEM_ACTOR_FILTER,
  SYSTEM_ACTOR_NAME,
} from '@kwacha/shared/staff/audit-log';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { ApplyFiltersForm } from '../../../../components/staff-list/filter-bar';
import { AUDIT_FILTERS, type AuditFilters } from '../audit-params';

interface AuditFiltersFormProps {
  filters: AuditFilters;
  /** The pickers' choices; undefined while they load (or when they could not). */
  choices: AuditLogFilterChoices | undefined;
  onApply: (filters: AuditFilters) => void;
}

// A value from the URL that the list does not (or not yet) hold stays choosable, so it is not lost.
const withCurrent = (options: { value: string; label: string }[], current: string) =>
  current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;

/**
 * Who, what, when, and which loan or person, applied on submit and checked with the API's own schema so a
 * bad id or date is named beside its field.
 */
export function AuditFiltersForm({ filters, choices, onApply }: AuditFiltersFormProps) {
  const actors = withCurrent(
    [
      { value: SYSTEM_ACTOR_FILTER, label: `${SYSTEM_ACTOR_NAME} (rules, providers, daily run)` },
      ...(choices?.actors ?? []).map((a) => ({ value: a.id, label: a.name })),
    ],
    filters.actor,
  );
  const actions = withCurrent(
    (choices?.actions ?? []).map((a) => ({ value: a.action, label: a.label })),
    filters.action,
  );

  return (
    <ApplyFiltersForm
      label="Filter the audit log"
      columns="sm:grid-cols-2 lg:grid-cols-3"
      actionsClassName="sm:col-span-2 lg:col-span-1"
      schema={auditLogExportQuerySchema}
      filters={filters}
      none={AUDIT_FILTERS.none}
      onApply={onApply}
    >
      {(field) => (
        <>
          <SelectField label="Who" placeholder="Anyone" options={actors} {...field('actor')} />
          <SelectField label="Action" placeholder="Any action" options={actions} {...field('action')} />
          <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
            <TextField label="From" type="date" {...field('from')} />
            <TextField label="To" type="date" {...field('to')} />
          </div>
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
