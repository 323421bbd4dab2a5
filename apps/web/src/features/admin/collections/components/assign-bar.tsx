import type { CollectionCollector as Collector } from '@kwacha/shared/staff/collections';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { SelectField } from '../../../../components/form/select-field';
import { Button } from '../../../../components/ui/button';
import { serverMessage } from '../../../../lib/server-message';
import { useAssignCollections } from '../api/assign-collections';

export const ASSIGN_FAILED = 'The loans could not be assigned. Please try again.';
export const CHOOSE_COLLECTOR = 'Choose who works these loans.';
const NOBODY = 'nobody';

interface AssignBarProps {
  selected: readonly string[];
  collectors: Collector[] | undefined;
  /** Every row of the page is selected: the box reads checked. */
  allSelected: boolean;
  onSelectAll: (checked: boolean) => void;
  onAssigned: () => void;
}

/** Gives the selected loans to a collector (or to nobody), and says what the server did. */
export function AssignBar({ selected, collectors, allSelected, onSelectAll, onAssigned }: AssignBarProps) {
  const [to, setTo] = useState('');
  const [choiceError, setChoiceError] = useState<string>();
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const assign = useAssignCollections();
  const count = selected.length;

  const submit = () => {
    setDone(null);
    setFailed(null);
    if (!to) {
      setChoiceError(CHOOSE_COLLECTOR);
      return;
    }
    setChoiceError(undefined);
    assign.mutate(
      { loanIds: [...selected], staffUserId: to === NOBODY ? null : to },
      {
        onSuccess: ({ message }) => {
          setDone(message);
          onAssigned();
        },
        onError: (error) => setFailed(serverMessage(error, ASSIGN_FAILED)),
      },
    );
  };

  return (
    <section
      aria-label="Assign loans"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <FormSuccess message={done} />
      <FormError message={failed} />
      <form
        noValidate
        aria-label="Assign the selected loans"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <label className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-emerald-700"
            checked={allSelected}
            onChange={(event) => onSelectAll(event.target.checked)}
          />
          Select all on this page
        </label>
        <SelectField
          label="Assign to"
          className="sm:min-w-60"
          value={to}
          placeholder={collectors ? 'Choose a collector' : 'Loading staff…'}
          options={[
            ...(collectors ?? []).map((c) => ({ value: c.id, label: c.name })),
            { value: NOBODY, label: 'Nobody (take the loans off their collector)' },
          ]}
          error={choiceError}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="submit" disabled={count === 0 || assign.isPending}>
          {assign.isPending ? 'Assigning…' : `Assign ${count} ${count === 1 ? 'loan' : 'loans'}`}
        </Button>
      </form>
    </section>
  );
}
