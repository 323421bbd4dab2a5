import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { WarningIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n/use-t';
import { paymentFailedMessages as messages } from '../make-payment.messages';

/**
 * docs/product.md §8, Payments: a refused payment is shown as the full-screen error (this), then as a banner
 * over the form until it is closed, not only as a toast that is gone in five seconds.
 */
export function PaymentFailed({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="payment-failed-heading"
      className="rounded-2xl border border-red-300 bg-red-50 px-6 py-10 text-center"
    >
      <WarningIcon className="mx-auto size-10 text-red-700" />
      <h2
        id="payment-failed-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-xl font-semibold text-red-900"
      >
        {t(messages.heading)}
      </h2>
      <p role="alert" className="mt-3 text-red-900">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onTryAgain}>{t(messages.tryAgain)}</Button>
        <ButtonLink to="/my-loans" variant="secondary">
          {t(messages.myLoans)}
        </ButtonLink>
      </div>
    </section>
  );
}

/** The same refusal over the form, until the borrower closes it or pays again. */
export function PaymentFailedBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <WarningIcon className="size-5 shrink-0" />
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="min-h-11 min-w-11 shrink-0 rounded-md px-2 font-semibold text-red-900 underline underline-offset-2 focus-visible:outline-2"
      >
        {t(messages.dismiss)}
      </button>
    </div>
  );
}
