import { keyFactsStatement } from '@kwacha/shared/loans/key-facts';
import type { LoanQuote } from '@kwacha/shared/loans/loan-quote';
import type { LateFeeRule } from '@kwacha/shared/staff/settings';
import { useId } from 'react';
import { FieldError, joinIds } from '../../../components/form/field-parts';
import { useT } from '../../../lib/i18n/use-t';
import { applyLoanMessages as messages } from '../apply-loan.messages';

interface KeyFactsProps {
  quote: LoanQuote | undefined;
  /** The late-fee rule in force, which paragraph 6 states. */
  lateFee: LateFeeRule;
  productName: string | undefined;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  error?: string;
}

/**
 * The key facts statement (docs/product.md §11): the same paragraphs the server stores with the
 * application. The tick belongs to the terms shown; changing them asks for a new tick.
 */
export function KeyFacts({ quote, lateFee, productName, accepted, onAcceptedChange, error }: KeyFactsProps) {
  const t = useT();
  const checkboxId = useId();
  const errorId = `${checkboxId}-error`;
  const hintId = `${checkboxId}-hint`;
  return (
    <section
      aria-labelledby="key-facts-heading"
      className="rounded-2xl border-2 border-slate-300 bg-white p-5"
    >
      <h2 id="key-facts-heading" className="text-lg font-semibold text-slate-900">
        {t(messages.keyFacts)}
      </h2>
      {quote && productName ? (
        // English in every language (apply-loan.messages.ts), so screen readers are told so.
        <div lang="en" className="mt-3 grid gap-2 text-sm text-slate-800">
          {keyFactsStatement(productName, quote, lateFee).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <p id={hintId} className="mt-3 text-sm text-slate-700">
          {t(messages.keyFactsPending)}
        </p>
      )}
      <div className="mt-4 flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          name="acceptKeyFacts"
          data-field="acceptKeyFacts"
          checked={accepted}
          disabled={!quote}
          onChange={(event) => onAcceptedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(quote ? undefined : hintId, error ? errorId : undefined)}
          className="mt-0.5 size-5 shrink-0 accent-emerald-700"
        />
        <label htmlFor={checkboxId} className="font-medium text-slate-900">
          {t(messages.acceptKeyFacts)}
        </label>
      </div>
      <FieldError id={errorId} error={error} live />
    </section>
  );
}
