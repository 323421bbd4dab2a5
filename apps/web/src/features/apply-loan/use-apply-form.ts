import type { Bank } from '@kwacha/shared/loans/banks';
import type { LoanProductView, LoanTermsView } from '@kwacha/shared/loans/loan-product-view';
import { detectOperator } from '@kwacha/shared/phone/zambian-phone';
import { useMemo } from 'react';
import type { PathValue } from 'react-hook-form';
import { useFormDraft } from '../../lib/forms/use-form-draft';
import { usePaymentChannels } from '../../lib/api/payment-channels';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import {
  type ApplyField,
  type ApplyFormValues,
  applyFormSchema,
  emptyApplyForm,
  quoteFor,
  termsKeyFor,
} from './apply-form';

/**
 * What the draft keeps across a reload (docs/product.md §21): everything typed but the key facts' tick,
 * which is agreed afresh to the terms shown then.
 */
const APPLY_DRAFT_FIELDS: readonly ApplyField[] = [
  'productId',
  'amount',
  'duration',
  'purpose',
  'disbursementMethod',
  'mobileMoneyNumber',
  'mobileMoneyProvider',
  'bankName',
  'bankCode',
  'bankAccountName',
  'bankAccountNumber',
];

const DISBURSEMENT_FIELDS: readonly ApplyField[] = [
  'mobileMoneyNumber',
  'mobileMoneyProvider',
  'bankName',
  'bankCode',
  'bankAccountName',
  'bankAccountNumber',
];

/** Fields whose problem depends on another field: when that one changes, they are checked again. */
const DEPENDENTS: Partial<Record<ApplyField, readonly ApplyField[]>> = {
  productId: ['amount', 'duration', 'acceptKeyFacts'],
  amount: ['acceptKeyFacts'],
  duration: ['acceptKeyFacts'],
  disbursementMethod: DISBURSEMENT_FIELDS,
  mobileMoneyNumber: ['mobileMoneyProvider'],
};

/**
 * The apply form on react-hook-form. A field's problem shows once the borrower has been to it (left it, or
 * changed a choice, the amount or the term: those check as you type), or for every field after a submit,
 * and follows its value from then on; the server's word on a field shows until that field changes.
 * `focusField` moves the focus to the control that stands for a field.
 */
export function useApplyForm(
  products: readonly LoanProductView[],
  terms: LoanTermsView,
  initialProductId: string,
  focusField: (field: ApplyField) => void,
) {
  const payouts = usePaymentChannels()?.payouts;
  const schema = useMemo(() => applyFormSchema(products, terms, payouts), [products, terms, payouts]);
  const form = useSchemaForm({ schema, defaultValues: emptyApplyForm(initialProductId), focusField });
  useFormDraft(form, 'apply-loan', APPLY_DRAFT_FIELDS);
  const values = form.watch();
  const { isSubmitted } = form.formState;

  const product = products.find((p) => p.id === values.productId);
  const { amount, duration } = values;
  const quote = useMemo(
    () => quoteFor({ amount, duration }, product, terms),
    [amount, duration, product, terms],
  );
  const termsKey = termsKeyFor({ amount, duration }, product, terms);
  const accepted = termsKey !== null && values.acceptKeyFacts === termsKey;

  const shown = (field: ApplyField) => isSubmitted || form.getFieldState(field).isTouched;

  /** Sets a value; `live` shows its problem at once (amount, term, choices) rather than after leaving it. */
  const setValue = <K extends ApplyField>(
    name: K,
    value: PathValue<ApplyFormValues, K>,
    { live = false } = {},
  ) => {
    form.setValue(name, value, { shouldDirty: true, shouldTouch: live, shouldValidate: live || shown(name) });
    if (name === 'mobileMoneyNumber') {
      // The number names its network; the borrower may still pick another, which the schema then refuses.
      const detected = detectOperator(String(value));
      if (detected) form.setValue('mobileMoneyProvider', detected);
    }
    const dependents = (DEPENDENTS[name] ?? []).filter(shown);
    if (dependents.length > 0) void form.trigger(dependents);
  };

  /** The bank list is one control for two fields: the bank's name and the provider's id for it. */
  const chooseBank = (bank: Bank | undefined) => {
    setValue('bankName', bank?.name ?? '', { live: true });
    setValue('bankCode', bank?.id ?? '', { live: true });
  };

  const setAccepted = (checked: boolean) =>
    setValue('acceptKeyFacts', checked && termsKey ? termsKey : '', { live: true });

  /** Call on blur: the field's problem shows from now on. */
  const touch = (field: ApplyField) => {
    if (!shown(field))
      form.setValue(field, form.getValues(field), { shouldTouch: true, shouldValidate: true });
  };

  return {
    values,
    product,
    quote,
    accepted,
    setValue,
    chooseBank,
    setAccepted,
    touch,
    errorFor: form.errorOf,
    submit: form.submit,
    setFieldErrors: form.setFieldErrors,
  };
}

export type ApplyFormState = ReturnType<typeof useApplyForm>;
