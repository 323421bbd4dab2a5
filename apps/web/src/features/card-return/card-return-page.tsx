import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { isApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n/use-t';
import { loadErrorMessage } from '../../lib/load-error-message';
import { formatAmount } from '../../lib/loans/loan-format';
import { useSignOutOnAuthFailure } from '../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { CARD_POLL_TIMES, isCardReference, useCardPayment } from './api/card-payment';
import { cardReturnMessages as messages } from './card-return.messages';

// Queries whose numbers move when a payment settles: balances, the dashboard, the receipt notification.
const AFFECTED_QUERIES = [['loans'], ['dashboard'], ['notifications'], ['payments']] as const;

/**
 * /payments/card-return?reference=PAY-… (docs/product.md §27): where the card provider sends the borrower
 * back. What the address says about the outcome (`status=successful`) is never read: the page asks our
 * server, which asks the provider, and shows SPEC.md's texts; while the provider does not know yet, the
 * payment "is being confirmed" and the page asks again a few times.
 */
export function CardReturnPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('reference');
  const query = useCardPayment(reference);
  useSignOutOnAuthFailure(query.error);
  const queryClient = useQueryClient();
  const status = query.data?.status;
  const settled = status !== undefined && status !== 'pending';
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The answers so far: the page says "being confirmed" while it keeps asking, then "still being confirmed".
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (query.dataUpdatedAt > 0) setChecks((count) => count + 1);
  }, [query.dataUpdatedAt]);

  useEffect(() => {
    if (!settled) return;
    for (const queryKey of AFFECTED_QUERIES) void queryClient.invalidateQueries({ queryKey });
    headingRef.current?.focus();
  }, [settled, queryClient]);

  let body: ReactNode;
  if (!isCardReference(reference) || (isApiError(query.error) && query.error.status === 404)) {
    body = <p role="alert">{t(messages.badLink)}</p>;
  } else if (query.isError) {
    body = (
      <LoadError
        message={loadErrorMessage(query.error, { fallback: t(messages.couldNotCheck) })}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    body = (
      <p role="status" aria-live="polite" className="text-slate-700">
        {t(messages.checking)}
      </p>
    );
  } else {
    body = (
      <Outcome
        payment={query.data}
        polling={query.isFetching || checks < CARD_POLL_TIMES}
        onCheck={() => void query.refetch()}
      />
    );
  }

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8 sm:py-10">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
        {t(messages.title)}
      </h1>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm">{body}</div>
    </section>
  );
}

function Outcome({
  payment,
  polling,
  onCheck,
}: {
  payment: PaymentView;
  polling: boolean;
  onCheck: () => void;
}) {
  const t = useT();
  const details = (
    <dl className="mt-4 space-y-1 text-sm text-slate-700">
      <div className="flex justify-between gap-4">
        <dt>{t(messages.amount)}</dt>
        <dd className="font-semibold text-slate-900">{formatAmount(payment.amount)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t(messages.reference)}</dt>
        <dd className="break-all font-mono text-slate-900">{payment.reference}</dd>
      </div>
    </dl>
  );
  if (payment.status === 'successful') {
    return (
      <>
        <p role="status" className="text-lg font-semibold text-emerald-800">
          {t(messages.successful)}
        </p>
        {details}
        <ButtonLink to="/my-loans" className="mt-6 w-full">
          {t(messages.myLoans)}
        </ButtonLink>
      </>
    );
  }
  if (payment.status === 'failed' || payment.status === 'expired') {
    return (
      <>
        <p role="alert" className="text-lg font-semibold text-red-800">
          {t(messages.failed)}
        </p>
        {details}
        <ButtonLink to="/make-payment" className="mt-6 w-full">
          {t(messages.tryAgain)}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <p role="status" aria-live="polite" className="text-slate-800">
        {polling ? t(messages.confirming) : t(messages.stillConfirming)}
      </p>
      {details}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" className="w-full" disabled={polling} onClick={onCheck}>
          {t(messages.checkAgain)}
        </Button>
        <ButtonLink to="/payment-history" variant="secondary" className="w-full">
          {t(messages.history)}
        </ButtonLink>
      </div>
    </>
  );
}
