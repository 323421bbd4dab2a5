import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { MOBILE_OPERATORS } from '@kwacha/shared/loans/apply-request';
import { detectOperator, OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import { useId } from 'react';
import { ChoicePill } from '../../../components/form/choice-pill';
import { FieldError } from '../../../components/form/field-parts';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { useT } from '../../../lib/i18n/use-t';
import type { DisbursementMethod } from '../apply-form';
import { applyLoanMessages as messages } from '../apply-loan.messages';
import type { ApplyFormState } from '../use-apply-form';
import { BankSelect } from './bank-select';

const METHODS = [
  { value: 'mobile_money', label: messages.mobileMoney },
  { value: 'bank_account', label: messages.bankAccount },
] as const satisfies readonly { value: DisbursementMethod; label: MessageDescriptor }[];
const OPERATOR_OPTIONS = MOBILE_OPERATORS.map((value) => ({ value, label: OPERATOR_LABELS[value] }));

/** Where the money goes: a mobile money wallet (operator read from the number) or a bank account. */
export function DisbursementFields({ form }: { form: ApplyFormState }) {
  const t = useT();
  const { values, setValue, errorFor } = form;
  const name = useId();
  const methodErrorId = useId();
  const methodError = errorFor('disbursementMethod');
  return (
    <fieldset className="grid gap-4">
      <legend className="text-lg font-semibold text-slate-900">{t(messages.receiveMoney)}</legend>
      <div className="flex flex-wrap gap-3">
        {METHODS.map((method, index) => (
          <ChoicePill
            key={method.value}
            label={t(method.label)}
            name={name}
            value={method.value}
            checked={values.disbursementMethod === method.value}
            onChange={() => setValue('disbursementMethod', method.value, { live: true })}
            data-field={index === 0 ? 'disbursementMethod' : undefined}
          />
        ))}
      </div>
      <FieldError id={methodErrorId} error={methodError} live />
      {values.disbursementMethod === 'mobile_money' ? (
        <MobileMoneyFields form={form} />
      ) : (
        <BankFields form={form} />
      )}
    </fieldset>
  );
}

function MobileMoneyFields({ form }: { form: ApplyFormState }) {
  const format = useFormatMessage();
  const { values, setValue, touch, errorFor } = form;
  const detected = detectOperator(values.mobileMoneyNumber);
  const detectedId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <TextField
          label={format(messages.mobileMoneyNumber)}
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
          {detected ? (
            <span id={detectedId}>
              {format(messages.detectedOperator, { operator: OPERATOR_LABELS[detected] })}
            </span>
          ) : null}
        </p>
      </div>
      <SelectField
        label={format(messages.mobileMoneyOperator)}
        name="mobileMoneyProvider"
        data-field="mobileMoneyProvider"
        options={OPERATOR_OPTIONS}
        placeholder={format(messages.chooseOperator)}
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
  const t = useT();
  const { values, setValue, touch, errorFor } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <BankSelect form={form} />
      </div>
      <TextField
        label={t(messages.accountName)}
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
        label={t(messages.accountNumber)}
        name="bankAccountNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        data-field="bankAccountNumber"
        value={values.bankAccountNumber}
        onChange={(event) => setValue('bankAccountNumber', event.target.value)}
        onBlur={() => touch('bankAccountNumber')}
        hint={t(messages.accountNumberHint)}
        error={errorFor('bankAccountNumber')}
        liveError
      />
    </div>
  );
}
