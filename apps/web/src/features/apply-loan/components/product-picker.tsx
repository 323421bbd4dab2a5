import { formatMessage } from '@kwacha/shared/i18n/format-message';
import type { LoanProductView } from '@kwacha/shared/loans/loan-product-view';
import { useId } from 'react';
import { FieldError, joinIds } from '../../../components/form/field-parts';
import { type FormatMessage, useFormatMessage } from '../../../lib/i18n/use-format-message';
import { formatMonthlyRate, formatWholeKwacha } from '../../../lib/loans/product-format';
import { useProductText } from '../../../lib/loans/use-product-text';
import { productLimits } from '../apply-form';
import { applyLoanMessages as messages } from '../apply-loan.messages';

const inEnglish: FormatMessage = (descriptor, values) => formatMessage('en', undefined, descriptor, values);

/** The card's three facts: 'K10 – K50,000', '1–12 months', 'from 2.5% a month' (in English by default). */
export function productFacts(product: LoanProductView, format: FormatMessage = inEnglish): string[] {
  const { minAmount, maxAmount } = productLimits(product);
  return [
    `${formatWholeKwacha(minAmount)} – ${formatWholeKwacha(maxAmount)}`,
    format(messages.productMonths, { min: product.minMonths, max: product.maxMonths }),
    format(messages.productRate, { rate: formatMonthlyRate(product.monthlyRatePercent) }),
  ];
}

interface ProductPickerProps {
  products: readonly LoanProductView[];
  value: string;
  onChange: (productId: string) => void;
  error?: string;
}

/** A native radio group dressed as cards: arrow keys, labels and states come from the browser. */
export function ProductPicker({ products, value, onChange, error }: ProductPickerProps) {
  const format = useFormatMessage();
  const productText = useProductText();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  // The group is focused through its checked radio, or its first when none is checked.
  const focusIndex = Math.max(
    0,
    products.findIndex((product) => product.id === value),
  );
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">{format(messages.chooseProduct)}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {products.map((product, index) => {
          const nameId = `${baseId}-${product.id}-name`;
          const factsId = `${baseId}-${product.id}-facts`;
          const checked = product.id === value;
          return (
            <label
              key={product.id}
              className="flex cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-4 hover:border-emerald-600 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-checked:ring-1 has-checked:ring-emerald-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-emerald-700"
            >
              <input
                type="radio"
                name="productId"
                value={product.id}
                checked={checked}
                onChange={() => onChange(product.id)}
                data-field={index === focusIndex ? 'productId' : undefined}
                aria-labelledby={nameId}
                aria-describedby={joinIds(factsId, error ? errorId : undefined)}
                aria-invalid={error ? true : undefined}
                className="mt-1 size-5 shrink-0 accent-emerald-700 focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span id={nameId} className="block font-semibold text-slate-900">
                  {productText.name(product)}
                </span>
                <span id={factsId} className="mt-1 block text-sm text-slate-700">
                  {productFacts(product, format).map((fact, factIndex) => (
                    <span key={fact} className="block">
                      {fact}
                      {factIndex < 2 ? <span className="sr-only">, </span> : null}
                    </span>
                  ))}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} live />
    </fieldset>
  );
}
