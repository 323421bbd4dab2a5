import { type FormEvent, type ReactNode, useMemo } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { z } from 'zod';
import type { FormSchema } from '../../lib/forms/schema-resolver';
import { type FieldProps, useSchemaForm } from '../../lib/forms/use-schema-form';
import { useT } from '../../lib/i18n/use-t';
import { TextField } from '../form/text-field';
import { Button } from '../ui/button';
import { staffListMessages as messages } from './staff-list.messages';

interface FilterBarProps {
  /** The form's name for screen readers ("Filter e-mails"). */
  label: string;
  /** The grid's columns from sm up ('sm:grid-cols-2 lg:grid-cols-4'). */
  columns: string;
  /** A form applied on submit; without it each field applies as it changes and Enter does nothing. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A staff list's filters: one labelled form, in a grid that stacks on a phone. */
export function FilterBar({ label, columns, onSubmit, children }: FilterBarProps) {
  return (
    <form
      noValidate={onSubmit ? true : undefined}
      onSubmit={onSubmit ?? ((event) => event.preventDefault())}
      aria-label={label}
      className={`grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${columns}`}
    >
      {children}
    </form>
  );
}

type TextFilters = Record<string, string>;

/**
 * What a staff list's filters form is given: the filters in the URL, which it starts from, and how to apply
 * others.
 */
export interface AppliedFilters<Filters> {
  filters: Filters;
  onApply: (filters: Filters) => void;
}

interface ApplyFiltersFormProps<Filters extends TextFilters, Request> extends AppliedFilters<Filters> {
  label: string;
  columns: string;
  /** Where Apply filters and Clear sit in the grid ('sm:col-span-2'). */
  actionsClassName: string;
  /** The schema the API checks the filters with: a bad id or date is named beside its field. */
  schema: FormSchema<Request>;
  /** Every filter unset: what Clear applies. */
  none: Filters;
  children: (field: (name: Path<Filters>) => FieldProps<Filters>) => ReactNode;
}

/**
 * Filters applied on submit (one request, not one per keystroke on a slow phone), checked first with the
 * API's own schema. Keyed by the URL's filters, so going back or following a link shows them in the form.
 */
export function ApplyFiltersForm<Filters extends TextFilters, Request>(
  props: ApplyFiltersFormProps<Filters, Request>,
) {
  return <ApplyFiltersFormFields key={JSON.stringify(props.filters)} {...props} />;
}

// A blank field means "no filter"; what is filled in is checked with the schema the API checks with.
const blankMeansNoFilter = <Request,>(schema: FormSchema<Request>) =>
  z.preprocess(
    (values) =>
      Object.fromEntries(Object.entries(values as TextFilters).filter(([, value]) => value.trim() !== '')),
    schema,
  ) as unknown as FormSchema<Request>;

function ApplyFiltersFormFields<Filters extends TextFilters, Request>({
  label,
  columns,
  actionsClassName,
  schema,
  filters,
  none,
  onApply,
  children,
}: ApplyFiltersFormProps<Filters, Request>) {
  const t = useT();
  const formSchema = useMemo(() => blankMeansNoFilter(schema), [schema]);
  const form = useSchemaForm<Filters, Request>({ schema: formSchema, defaultValues: filters });
  const submit = form.submit((query) => onApply({ ...none, ...query }));

  return (
    <FilterBar label={label} columns={columns} onSubmit={(event) => void submit(event)}>
      {children(form.field)}
      <div className={`flex flex-wrap items-end gap-2 ${actionsClassName}`}>
        <Button type="submit">{t(messages.applyFilters)}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset(none);
            onApply(none);
          }}
        >
          {t(messages.clear)}
        </Button>
      </div>
    </FilterBar>
  );
}

/** From and To, two days side by side: the days a logged thing happened on. */
export function DateRangeFields<Values extends FieldValues>({
  from,
  to,
}: {
  from: FieldProps<Values>;
  to: FieldProps<Values>;
}) {
  const t = useT();
  return (
    <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
      <TextField label={t(messages.from)} type="date" {...from} />
      <TextField label={t(messages.to)} type="date" {...to} />
    </div>
  );
}
