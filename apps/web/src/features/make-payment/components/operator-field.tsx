import { OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import { useId } from 'react';
import { FieldError, labelClasses } from '../../../components/form/field-parts';
import { SelectField } from '../../../components/form/select-field';
import { type FormatMessage, useFormatMessage } from '../../../lib/i18n/use-format-message';
import { operatorMessages as messages } from '../make-payment.messages';
import type { PaymentForm } from '../use-payment-form';

const OPERATOR_OPTIONS = (['mtn', 'airtel', 'zamtel'] as const).map((value) => ({
  value,
  label: OPERATOR_LABELS[value],
}));

function detectionText(form: PaymentForm, format: FormatMessage): string {
  const { detection } = form;
  if (detection.status === 'idle') return format(messages.enterPhone);
  if (detection.status === 'detecting') return format(messages.detecting);
  return detection.operator
    ? format(messages.detected, { operator: OPERATOR_LABELS[detection.operator] })
    : '';
}

/**
 * The operator is detected from the number as it is typed (docs/product.md §2); a borrower whose number
 * was moved to another network, or a Zamtel number the fallback cannot place, chooses it by hand.
 */
export function OperatorField({ form }: { form: PaymentForm }) {
  const format = useFormatMessage();
  const manual = form.values.operatorMode === 'manual';
  const error = form.errorFor('operator');
  const errorId = useId();
  return (
    <fieldset>
      <legend className={labelClasses}>{format(messages.legend)}</legend>
      {manual ? (
        <SelectField
          label={format(messages.operator)}
          data-field="operator"
          options={OPERATOR_OPTIONS}
          placeholder={format(messages.choose)}
          value={form.values.chosenOperator}
          onChange={(event) => form.chooseOperator(event.target.value as typeof form.values.chosenOperator)}
          onBlur={() => form.touch('operator')}
          error={error}
          className="mt-1"
        />
      ) : (
        <>
          <p aria-live="polite" className="mt-1 min-h-6 text-slate-800 empty:hidden">
            {detectionText(form, format)}
          </p>
          <FieldError id={errorId} error={error} live />
        </>
      )}
      <label className="mt-2 flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          data-field={manual ? undefined : 'operator'}
          checked={manual}
          onChange={(event) => form.setOperatorMode(event.target.checked ? 'manual' : 'auto')}
          className="size-5 accent-emerald-700"
        />
        {format(messages.manual)}
      </label>
    </fieldset>
  );
}
