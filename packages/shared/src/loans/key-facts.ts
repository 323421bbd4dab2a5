import { formatKwacha } from '../money/money';
import type { LateFeeRule } from '../staff/settings';
import type { LoanQuote } from './loan-quote';

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Paragraph 6 with the late-fee rule in force (docs/product.md §11.3, §14.5). */
function latePaymentFact({ lateFeeBasisPoints, graceDays }: LateFeeRule): string {
  const when = `If an instalment is more than ${plural(graceDays, 'day')} late`;
  const what =
    lateFeeBasisPoints > 0
      ? `a one-time late fee of ${percent(lateFeeBasisPoints)} of that instalment is added and we send reminders`
      : 'the loan is overdue and we send reminders';
  return `${when}, ${what}. Late payments may be reported to credit reference bureaus.`;
}

/**
 * The key facts statement in plain words (docs/product.md §11). The browser shows it before the borrower
 * ticks the box; the server builds the same text from its own quote and stores what was accepted. The fee
 * comes with the quote and the late-fee rule from the settings in force.
 */
export function keyFactsStatement(productName: string, quote: LoanQuote, lateFee: LateFeeRule): string[] {
  const last = quote.schedule.at(-1);
  return [
    `You are borrowing ${formatKwacha(quote.amount)} (${productName}) for ${quote.months} month${quote.months === 1 ? '' : 's'}.`,
    `A service fee of ${formatKwacha(quote.serviceFee)} (${percent(quote.serviceFeeBasisPoints)}) is deducted when the loan is paid out, so you receive ${formatKwacha(quote.amountReceived)}.`,
    `Interest is ${percent(quote.monthlyRateBasisPoints)} a month on the balance you still owe. You pay ${quote.months} monthly instalment${quote.months === 1 ? '' : 's'} of ${formatKwacha(quote.instalment)}${last && last.instalment !== quote.instalment ? ` (the last one ${formatKwacha(last.instalment)})` : ''}, the first one month after the money arrives.`,
    `In total you repay ${formatKwacha(quote.totalRepayable)}, of which ${formatKwacha(quote.totalInterest)} is interest. The annual percentage rate, including the fee, is ${percent(quote.aprBasisPoints)}.`,
    'You may repay early at any time without a penalty; you then pay interest only for the time you had the money. Paying extra comes off what you owe, and you choose between finishing sooner and smaller instalments.',
    latePaymentFact(lateFee),
    'You can ask us about this loan at any time, and you may complain to us or to the Bank of Zambia if you are unhappy with how we treat you.',
  ];
}
