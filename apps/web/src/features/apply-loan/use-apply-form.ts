import type { Bank } from '@kwacha/shared/loans/banks';
import type { LoanProductView } from '@kwacha/shared/loans/loan-products';
import { detectOperator } from '@kwacha/shared/phone/zambian-phone';
import { useMemo, useState } from 'react';
import {
  APPLY_FIELDS,
  type ApplyField,
  type ApplyFormValues,
  emptyApplyForm,
  type FieldErrors,
  quoteFor,
  validateApplication,
} from './apply-form';

type ValueField = keyof ApplyFormValues;

/**
 * The apply form's state. Errors come from one validation of the whole form, recomputed on every change,
 * and show for the fields the borrower has been to (or all of them after a submit), so a fixed problem
 * disappears at once. The server's own field errors show until that field changes.
 */
export function useApplyForm(products: readonly LoanProductView[], initialProductId: string) {
  const [values, setValues] = useState(() => emptyApplyForm(initialProductId));
  // The tick belongs to the terms it was given for: new terms mean new key facts to read.
  const [acceptedTerms, setAcceptedTerms] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<ApplyField>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const product = products.find((p) => p.id === values.productId);
  const { amount, duration } = values;
  const quote = useMemo(() => quoteFor({ amount, duration }, product), [amount, duration, product]);
  const termsKey = quote && product ? `${product.id}|${quote.amount}|${quote.months}` : null;
  const accepted = termsKey !== null && acceptedTerms === termsKey;
  const validation = useMemo(
    () => validateApplication(values, accepted, product),
    [values, accepted, product],
  );

  const touch = (field: ApplyField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const clearServerError = (field: ApplyField) =>
    setServerErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  /** Sets a value; `live` shows its error at once (amount, term, choices) rather than after leaving it. */
  const setValue = <K extends ValueField>(name: K, value: ApplyFormValues[K], { live = false } = {}) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === 'mobileMoneyNumber') {
        // The number names its network; the borrower may still pick another, which the schema then refuses.
        const detected = detectOperator(String(value));
        if (detected) next.mobileMoneyProvider = detected;
      }
      return next;
    });
    clearServerError(name);
    if (name === 'mobileMoneyNumber') clearServerError('mobileMoneyProvider');
    if (live) touch(name);
  };

  /** The bank list is one control for two fields: the bank's name and the provider's id for it. */
  const chooseBank = (bank: Bank | undefined) => {
    setValues((current) => ({ ...current, bankName: bank?.name ?? '', bankCode: bank?.id ?? '' }));
    for (const field of ['bankName', 'bankCode'] as const) {
      clearServerError(field);
      touch(field);
    }
  };

  const setAccepted = (checked: boolean) => {
    setAcceptedTerms(checked ? termsKey : null);
    clearServerError('acceptKeyFacts');
    touch('acceptKeyFacts');
  };

  const errorFor = (field: ApplyField): string | undefined =>
    (touched.has(field) ? validation.errors[field] : undefined) ?? serverErrors[field];

  return {
    values,
    product,
    quote,
    accepted,
    validation,
    setValue,
    chooseBank,
    setAccepted,
    /** Call on blur: the field's problem shows from now on. */
    touch,
    touchAll: () => setTouched(new Set(APPLY_FIELDS)),
    errorFor,
    setServerErrors,
  };
}

export type ApplyFormState = ReturnType<typeof useApplyForm>;
