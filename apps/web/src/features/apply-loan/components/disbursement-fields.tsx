import { MOBILE_OPERATORS } from '@kwacha/shared/loans/apply-request';
import { detectOperator, OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import { useId } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { DisbursementMethod } from '../apply-form';
import type { ApplyFormState } from '../use-apply-form';
import { BankSelect } from './bank-select';

const METHODS: readonly { value: DisbursementMethod; label: string }[] = [
  { value: 'mobile_money', label: 'Mobile money' },
  { value: 'bank_account', label: 'Bank account' },
];
const OPERATOR_OPTIONS = MOBILE_OPERATORS.map((value) => ({ value, label: OPERATOR_LABELS[value] }));

/** Where the money goes: a mobile money wallet (operator read from the number) or a bank account. */
export function DisbursementFields({ form }: { form: ApplyFormState }) {
  const { values, setValue } = form;
  const name = useId();
  return (
    <fieldset className="grid gap-4">
      <legend className="text-lg font-semibold text-slate-900">
        How would you like to receive the money?
      </legend>
      <div className="flex flex-wrap gap-3">
        {METHODS.map((method, index) => (
          <label
            key={method.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 has-checked:border-emerald-700 has-checked:bg-emerald-50"
          >
            <input
              type="radio"
              name={name}
              value={method.value}
              checked={values.disbursementMethod === method.value}
              onChange={() => setValue('disbursementMethod', method.value, { live: true })}
              data-field={index === 0 ? 'disbursementMethod' : undefined}
              className="size-5 accent-emerald-700"
            />
            <span className="font-medium text-slate-900">{method.label}</span>
          </label>
        ))}
      </div>
      {values.disbursementMethod === 'mobile_money' ? (
        <MobileMoneyFields form={form} />
      ) : (
        <BankFields form={form} />
      )}
    </fieldset>
  );
}

function MobileMoneyFields({ form }: { form: ApplyFormState }) {
  const { values, setValue, touch, errorFor } = form;
  const detected = detectOperator(values.mobileMoneyNumber);
  const detectedId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <TextField
          label="Mobile money number"
          name="mobileMoneyNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0977123456"
          data-field="mobileMoneyNumber"
          value={values.mobileMoneyNumber}
          onChange={(event) => setValue('mobileMoneyNumber', event.target.value)}
          onBlur={() => touch('mobileMoneyNumber')}
          describedBy={detected ? detectedId : undefined}
          error={errorFor('mobileMoneyNumber')}
          liveError
        />
        <p aria-live="polite" className="mt-1 text-sm text-emerald-800 empty:hidden">
          {detected ? <span id={detectedId}>Detected: {OPERATOR_LABELS[detected]}</span> : null}
        </p>
      </div>
      <SelectField
        label="Mobile money operator"
        name="mobileMoneyProvider"
        data-field="mobileMoneyProvider"
        options={OPERATOR_OPTIONS}
        placeholder="Select your operator"
        value={values.mobileMoneyProvider}
        onChange={(event) =>
          setValue('mobileMoneyProvider', event.target.value as typeof values.mobileMoneyProvider, {
            live: true,
          })
        }
        onBlur={() => touch('mobileMoneyProvider')}
        error={errorFor('mobileMoneyProvider')}
      />
    </div>
  );
}

/** The bank comes from the provider's list; no sort code is asked: the bank's id names it. */
function BankFields({ form }: { form: ApplyFormState }) {
  const { values, setValue, touch, errorFor } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <BankSelect form={form} />
      </div>
      <TextField
        label="Account name"
        name="bankAccountName"
        autoComplete="name"
        maxLength={100}
        data-field="bankAccountName"
        value={values.bankAccountName}
        onChange={(event) => setValue('bankAccountName', event.target.value)}
        onBlur={() => touch('bankAccountName')}
        error={errorFor('bankAccountName')}
        liveError
      />
      <TextField
        label="Account number"
        name="bankAccountNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        data-field="bankAccountNumber"
        value={values.bankAccountNumber}
        onChange={(event) => setValue('bankAccountNumber', event.target.value)}
        onBlur={() => touch('bankAccountNumber')}
        hint="Digits only, as on your bank statement."
        error={errorFor('bankAccountNumber')}
        liveError
      />
    </div>
  );
}
