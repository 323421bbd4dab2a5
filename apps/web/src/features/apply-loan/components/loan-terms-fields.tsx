import { formatKwacha } from '@kwacha/shared/money/money';
import { TextField } from '../../../components/form/text-field';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { productLimits } from '../apply-form';
import { applyLoanMessages as messages } from '../apply-loan.messages';
import type { ApplyFormState } from '../use-apply-form';

export const PURPOSE_MAX_LENGTH = 200;

/** Amount, term and purpose, with the chosen product's limits as hints; amount and term check as you type. */
export function LoanTermsFields({ form }: { form: ApplyFormState }) {
  const format = useFormatMessage();
  const { values, product, setValue, touch, errorFor } = form;
  const limits = product ? productLimits(product) : undefined;
  return (
    <fieldset className="grid gap-4">
      <legend className="text-lg font-semibold text-slate-900">{format(messages.amountAndTerm)}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckedAsTypedField
          form={form}
          name="amount"
          label={format(messages.amount)}
          inputMode="decimal"
          hint={
            limits
              ? format(messages.amountLimits, {
                  min: formatKwacha(limits.minAmount),
                  max: formatKwacha(limits.maxAmount),
                })
              : format(messages.amountWithoutProduct)
          }
        />
        <CheckedAsTypedField
          form={form}
          name="duration"
          label={format(messages.duration)}
          inputMode="numeric"
          hint={
            limits
              ? format(messages.durationLimits, { min: limits.minMonths, max: limits.maxMonths })
              : format(messages.durationWithoutProduct)
          }
        />
      </div>
      <TextField
        label={format(messages.purpose)}
        name="purpose"
        autoComplete="off"
        maxLength={PURPOSE_MAX_LENGTH}
        data-field="purpose"
        value={values.purpose}
        onChange={(event) => setValue('purpose', event.target.value)}
        onBlur={() => touch('purpose')}
        hint={format(messages.purposeHint)}
        error={errorFor('purpose')}
        liveError
      />
    </fieldset>
  );
}

interface CheckedAsTypedFieldProps {
  form: ApplyFormState;
  name: 'amount' | 'duration';
  label: string;
  inputMode: 'decimal' | 'numeric';
  hint: string;
}

/** A number the quote depends on: checked as it is typed, its message announced as it appears. */
function CheckedAsTypedField({ form, name, label, inputMode, hint }: CheckedAsTypedFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      inputMode={inputMode}
      autoComplete="off"
      data-field={name}
      value={form.values[name]}
      onChange={(event) => form.setValue(name, event.target.value, { live: true })}
      hint={hint}
      error={form.errorFor(name)}
      liveError
    />
  );
}
