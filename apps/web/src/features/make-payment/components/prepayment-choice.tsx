import { formatDisplayDate } from '../../../lib/format-date';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { formatAmount } from '../../../lib/loans/loan-format';
import { serverMessage } from '../../../lib/server-message';
import { prepaymentMessages as messages } from '../make-payment.messages';
import type { PaymentForm as PaymentFormState } from '../use-payment-form';
import { RadioChoices } from './radio-choices';

/**
 * docs/product.md §13.6: how to use the extra, and the new plan before paying — what is due first, what
 * comes off the principal, the new instalment and end date, the interest saved and the new schedule.
 */
export function PrepaymentChoice({ form }: { form: PaymentFormState }) {
  const format = useFormatMessage();
  const preview = form.prepayment;
  const plan = preview.data;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <RadioChoices
        legend={format(messages.howToUse)}
        name="prepaymentOption"
        choices={[
          { value: 'shorter_term', label: format(messages.shorterTerm) },
          { value: 'lower_instalment', label: format(messages.lowerInstalment) },
        ]}
        value={form.values.prepaymentOption}
        onChange={form.setPrepaymentOption}
      />
      <section aria-label={format(messages.newPlan)} aria-live="polite" aria-busy={preview.isFetching}>
        {preview.isError ? (
          <p role="alert" className="text-red-800">
            {serverMessage(preview.error, format(messages.planFailed))}
          </p>
        ) : plan ? (
          <>
            <dl className="divide-y divide-slate-200">
              <PlanRow label={format(messages.dueNow)} value={formatAmount(plan.dueNow)} />
              <PlanRow label={format(messages.offPrincipal)} value={formatAmount(plan.towardsPrincipal)} />
              <PlanRow
                label={format(messages.instalments)}
                value={format(messages.instalmentsValue, {
                  after: formatAmount(plan.instalmentAfter),
                  monthsAfter: plan.monthsAfter,
                  before: formatAmount(plan.instalmentBefore),
                  monthsBefore: plan.monthsBefore,
                })}
              />
              <PlanRow
                label={format(messages.lastDueDate)}
                value={formatDisplayDate(plan.lastDueDateAfter)}
              />
              <PlanRow label={format(messages.interestSaved)} value={formatAmount(plan.interestSaved)} />
            </dl>
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-800">
                {format(messages.newSchedule)}
              </summary>
              <ol className="space-y-1 text-sm text-slate-700">
                {plan.lines.map((line) => (
                  <li key={line.number}>
                    {formatDisplayDate(line.dueDate)}: {formatAmount(line.instalment)}
                  </li>
                ))}
              </ol>
            </details>
          </>
        ) : (
          <p className="text-slate-600">{format(messages.enterAmount)}</p>
        )}
      </section>
    </div>
  );
}

function PlanRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}
