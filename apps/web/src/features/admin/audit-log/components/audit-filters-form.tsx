import {
  type AuditLogExportQuery,
  type AuditLogFilterChoices,
  auditLogExportQuerySchema,
  SYSTEM_ACTOR_FILTER,
  SYSTEM_ACTOR_NAME,
} from '@kwacha/shared/staff/audit-log';
import { z } from 'zod';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { type AuditFilters, NO_AUDIT_FILTERS } from '../audit-params';

// A blank field means "no filter"; what is filled in is checked with the schema the API checks with.
const filterFormSchema = z.preprocess(
  (values) =>
    Object.fromEntries(
      Object.entries(values as Record<string, string>).filter(([, value]) => value.trim() !== ''),
    ),
  auditLogExportQuerySchema,
) as unknown as z.ZodType<AuditLogExportQuery, AuditFilters>;

interface AuditFiltersFormProps {
  filters: AuditFilters;
  /** The pickers' choices; undefined while they load (or when they could not). */
  choices: AuditLogFilterChoices | undefined;
  onApply: (filters: AuditFilters) => void;
}

/**
 * Who, what, when, and which loan or person. Applied on submit (one request, not one per keystroke on a
 * slow phone), checked with the API's own schema so a bad id or date is named beside its field.
 */
export function AuditFiltersForm({ filters, choices, onApply }: AuditFiltersFormProps) {
  const form = useSchemaForm({ schema: filterFormSchema, defaultValues: filters });
  const submit = form.submit((query) => onApply({ ...NO_AUDIT_FILTERS, ...query }));
  // A value from the URL that the list does not (or not yet) hold stays choosable, so it is not lost.
  const withCurrent = (options: { value: string; label: string }[], current: string) =>
    current && !options.some((o) => o.value === current)
      ? [...options, { value: current, label: current }]
      : options;
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
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Filter the audit log"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <SelectField label="Who" placeholder="Anyone" options={actors} {...form.field('actor')} />
      <SelectField label="Action" placeholder="Any action" options={actions} {...form.field('action')} />
      <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
        <TextField label="From" type="date" {...form.field('from')} />
        <TextField label="To" type="date" {...form.field('to')} />
      </div>
      <TextField
        label="Loan id"
        autoComplete="off"
        spellCheck={false}
        hint="The whole id, as on the loan's page."
        {...form.field('loanId')}
      />
      <TextField
        label="User id"
        autoComplete="off"
        spellCheck={false}
        hint="Their account and all their loans."
        {...form.field('userId')}
      />
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset(NO_AUDIT_FILTERS);
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
