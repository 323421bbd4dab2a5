import { lusakaToday } from '@kwacha/shared/identity/age';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { customPeriodErrors, type PeriodErrors, type PeriodField } from '../statistics-params';

interface CustomPeriodFormProps {
  /** What the fields start with: the period in the URL, else the one on screen. */
  initialFrom: string;
  initialTo: string;
  /** The period in the URL, which the server's messages are about. */
  appliedFrom: string;
  appliedTo: string;
  serverErrors: PeriodErrors;
  onApply: (from: string, to: string) => void;
}

/**
 * Two days and Apply. The browser checks what the shared schema can (a missing day, an end before the
 * start); the server's refusal (an end after today) shows under its field until that field is changed.
 */
export function CustomPeriodForm(props: CustomPeriodFormProps) {
  const { initialFrom, initialTo, appliedFrom, appliedTo, serverErrors, onApply } = props;
  const [days, setDays] = useState({ from: initialFrom, to: initialTo });
  const [errors, setErrors] = useState<PeriodErrors>({});
  const today = lusakaToday();

  const applied = { from: appliedFrom, to: appliedTo };
  const errorOf = (field: PeriodField) =>
    errors[field] ?? (days[field] === applied[field] ? serverErrors[field] : undefined);

  const change = (field: PeriodField, value: string) => {
    setDays((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = customPeriodErrors(days.from, days.to);
    setErrors(found);
    const first = (['from', 'to'] as const).find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onApply(days.from, days.to);
  };

  return (
    <form
      noValidate
      aria-label="Custom period"
      onSubmit={submit}
      className="grid gap-3 sm:col-span-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <TextField
        label="From"
        type="date"
        name="from"
        value={days.from}
        max={days.to || today}
        error={errorOf('from')}
        onChange={(event) => change('from', event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        name="to"
        value={days.to}
        min={days.from || undefined}
        max={today}
        error={errorOf('to')}
        onChange={(event) => change('to', event.target.value)}
      />
      <Button type="submit" className="sm:mt-6">
        Apply
      </Button>
    </form>
  );
}
