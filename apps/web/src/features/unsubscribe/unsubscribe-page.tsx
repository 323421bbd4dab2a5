import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { isApiError } from '../../lib/api-client';
import { useFormatMessage } from '../../lib/i18n/use-format-message';
import { useT } from '../../lib/i18n/use-t';
import { loadErrorMessage } from '../../lib/load-error-message';
import { serverMessage } from '../../lib/server-message';
import { usePageTitle } from '../../lib/use-page-title';
import { useUnsubscribeLinkQuery } from './api/get-unsubscribe-link';
import { useUnsubscribe } from './api/unsubscribe';
import { unsubscribeMessages as messages } from './unsubscribe.messages';

export const UNSUBSCRIBE_LOAD_FAILED_MESSAGE = messages.loadFailed.message;
export const UNSUBSCRIBE_FAILED_MESSAGE = messages.stopFailed.message;

const linkClasses =
  'rounded font-semibold text-emerald-800 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600';

/**
 * /unsubscribe?token=… (docs/product.md §2, §14.6): the page an e-mail's unsubscribe link opens, signed in
 * or not. Opening it changes nothing (mail scanners open links too); the button does.
 */
export function UnsubscribePage() {
  const t = useT();
  const format = useFormatMessage();
  usePageTitle(t(messages.title));
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
          <h1 className="text-3xl font-bold text-slate-900">{t(messages.stoppedHeading)}</h1>
          <p className="mt-4 text-slate-800">{t(messages.withdrawn)}</p>
          <ChangeYourMind />
        </div>
      ) : link.data && !link.data.marketingOptIn ? (
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t(messages.notSubscribedHeading)}</h1>
          <p className="mt-4 text-slate-800">
            {link.data.email
              ? format(messages.notSubscribedEmail, { email: link.data.email })
              : t(messages.notSubscribedNoEmail)}
          </p>
          <ChangeYourMind />
        </div>
      ) : link.data ? (
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t(messages.confirmHeading)}</h1>
          <p className="mt-4 text-slate-800">
            {link.data.email
              ? format(messages.confirmEmail, { email: link.data.email })
              : t(messages.confirmNoEmail)}
          </p>
          {stop.isError ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
            >
              {serverMessage(stop.error, t(messages.stopFailed))}
            </p>
          ) : null}
          <Button
            className="mt-6 w-full"
            disabled={stop.isPending}
            onClick={() => {
              if (!stop.isPending) stop.mutate(token);
            }}
          >
            {stop.isPending ? t(messages.stopping) : t(messages.stop)}
          </Button>
        </div>
      ) : link.isError ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">{t(messages.confirmHeading)}</h1>
          <LoadError
            message={loadErrorMessage(link.error, { fallback: t(messages.loadFailed) })}
            retrying={link.isFetching}
            onRetry={() => void link.refetch()}
          />
        </>
      ) : (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t(messages.loading)}</span>
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
  const t = useT();
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{t(messages.invalidHeading)}</h1>
      <p role="alert" className="mt-4 text-red-800">
        {t(messages.invalidLink)}
      </p>
      <p className="mt-6 text-slate-700">
        <Link to="/login" className={linkClasses}>
          {t(messages.logIn)}
        </Link>{' '}
        {t(messages.toChoose)}
      </p>
    </div>
  );
}

function ChangeYourMind() {
  const t = useT();
  return (
    <p className="mt-6 text-slate-700">
      {t(messages.changedMind)}{' '}
      <Link to="/profile" className={linkClasses}>
        {t(messages.yourProfile)}
      </Link>
      .
    </p>
  );
}
