import { formatKwacha } from '@kwacha/shared/money/money';
import { TextField } from '../../../components/form/text-field';
import { productLimits } from '../apply-form';
import type { ApplyFormState } from '../use-apply-form';

export const PURPOSE_MAX_LENGTH = 200;

/** Amount, term and purpose, with the chosen product's limits as hints; amount and term check as you type. */
export function LoanTermsFields({ form }: { form: ApplyFormState }) {
  const { values, product, setValue, touch, errorFor } = form;
  const limits = product ? productLimits(product) : undefined;
  return (
    <fieldset className="grid gap-4">
      <legend className="text-lg font-semibold text-slate-900">Amount and term</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Amount (K)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          data-field="amount"
          value={values.amount}
          onChange={(event) => setValue('amount', event.target.value, { live: true })}
          hint={
            limits
              ? `From ${formatKwacha(limits.minAmount)} to ${formatKwacha(limits.maxAmount)}`
              : 'Choose a product to see its limits.'
          }
          error={errorFor('amount')}
          liveError
        />
        <TextField
          label="Duration (months)"
          name="duration"
          inputMode="numeric"
          autoComplete="off"
          data-field="duration"
          value={values.duration}
          onChange={(event) => setValue('duration', event.target.value, { live: true })}
          hint={
            limits
              ? `From ${limits.minMonths} to ${limits.maxMonths} months`
              : 'Choose a product to see its terms.'
          }
          error={errorFor('duration')}
          liveError
        />
      </div>
      <TextField
        label="Purpose"
        name="purpose"
        autoComplete="off"
        maxLength={PURPOSE_MAX_LENGTH}
        data-field="purpose"
        value={values.purpose}
        onChange={(event) => setValue('purpose', event.target.value)}
        onBlur={() => touch('purpose')}
        hint="What the loan is for, e.g. school fees for two children (3 to 200 characters)."
        error={errorFor('purpose')}
        liveError
      />
    </fieldset>
  );
}
