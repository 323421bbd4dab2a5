import { MARKETING_CONSENT_MESSAGES } from '@kwacha/shared/consent/marketing-consent';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { isApiError } from '../../lib/api-client';
import { loadErrorMessage } from '../../lib/load-error-message';
import { serverMessage } from '../../lib/server-message';
import { usePageTitle } from '../../lib/use-page-title';
import { useUnsubscribeLinkQuery } from './api/get-unsubscribe-link';
import { useUnsubscribe } from './api/unsubscribe';

export const UNSUBSCRIBE_LOAD_FAILED_MESSAGE = 'Failed to load this link. Please try again.';
export const UNSUBSCRIBE_FAILED_MESSAGE = 'We could not stop news and offers. Please try again.';

const linkClasses =
  'rounded font-semibold text-emerald-800 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600';

/**
 * /unsubscribe?token=… (docs/product.md §2, §14.6): the page an e-mail's unsubscribe link opens, signed in
 * or not. Opening it changes nothing (mail scanners open links too); the button does.
 */
export function UnsubscribePage() {
  usePageTitle('Stop news and offers');
  const [searchParams] = useSearchParams();
  // No token, no call. Whether it is genuine is for the server to say.
  const token = searchParams.get('token')?.trim() || null;
  const link = useUnsubscribeLinkQuery(token);
  const stop = useUnsubscribe();

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      {token === null || (isApiError(link.error) && link.error.status === 400) ? (
        <InvalidLink />
      ) : stop.isSuccess ? (
        <div role="status">
          <h1 className="text-3xl font-bold text-slate-900">News and offers stopped</h1>
          <p className="mt-4 text-slate-800">{MARKETING_CONSENT_MESSAGES.withdrawn}</p>
          <ChangeYourMind />
        </div>
      ) : link.data && !link.data.marketingOptIn ? (
        <div>
          <h1 className="text-3xl font-bold text-slate-900">No news and offers</h1>
          <p className="mt-4 text-slate-800">
            {link.data.email
              ? `${link.data.email} does not receive news and offers from Kwacha Loans.`
              : 'This address does not receive news and offers from Kwacha Loans.'}
          </p>
          <ChangeYourMind />
        </div>
      ) : link.data ? (
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Stop news and offers?</h1>
          <p className="mt-4 text-slate-800">
            {`We will stop sending news and offers from Kwacha Loans to ${link.data.email ?? 'this address'}. E-mails about your account and loans will still come.`}
          </p>
          {stop.isError ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
            >
              {serverMessage(stop.error, UNSUBSCRIBE_FAILED_MESSAGE)}
            </p>
          ) : null}
          <Button
            className="mt-6 w-full"
            disabled={stop.isPending}
            onClick={() => {
              if (!stop.isPending) stop.mutate(token);
            }}
          >
            {stop.isPending ? 'Stopping...' : 'Stop news and offers'}
          </Button>
        </div>
      ) : link.isError ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">Stop news and offers?</h1>
          <LoadError
            message={loadErrorMessage(link.error, { fallback: UNSUBSCRIBE_LOAD_FAILED_MESSAGE })}
            retrying={link.isFetching}
            onRetry={() => void link.refetch()}
          />
        </>
      ) : (
        <div role="status" aria-busy="true">
          <span className="sr-only">Loading…</span>
          <div aria-hidden="true" className="grid animate-pulse gap-4">
            <div className="h-9 w-64 max-w-full rounded bg-slate-200" />
            <div className="h-16 rounded bg-slate-200" />
            <div className="h-11 rounded-lg bg-slate-200" />
          </div>
        </div>
      )}
    </section>
  );
}

/** A missing, cut or forged token: the server's 400 says no more than this either. */
function InvalidLink() {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Link not valid</h1>
      <p role="alert" className="mt-4 text-red-800">
        {MARKETING_CONSENT_MESSAGES.invalidLink}
      </p>
      <p className="mt-6 text-slate-700">
        <Link to="/login" className={linkClasses}>
          Log in
        </Link>{' '}
        to choose on your profile.
      </p>
    </div>
  );
}

function ChangeYourMind() {
  return (
    <p className="mt-6 text-slate-700">
      Changed your mind? You can turn them on again from{' '}
      <Link to="/profile" className={linkClasses}>
        your profile
      </Link>
      .
    </p>
  );
}
