import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n/use-t';
import { serverMessage } from '../../../lib/server-message';
import { homePathFor, USER_HOME } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifyEmailQuery } from '../api/verify-email';
import { useDelayedRedirect } from '../redirect-delay';
import { verifyEmailMessages as messages } from './verify-email.messages';

export const VERIFY_FAILED_MESSAGE = messages.failed.message;
export const MISSING_TOKEN_MESSAGE = messages.missingToken.message;

/** /verify-email?token=…: the link from the verification e-mail (docs/product.md §2). */
export function VerifyEmailPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  const [searchParams] = useSearchParams();
  // No token, no call. Its format is left to the server: checking it here would pull zod into the page.
  const token = searchParams.get('token')?.trim() || null;
  const verification = useVerifyEmailQuery(token);
  const { signIn } = useSession();
  const result = verification.data;
  const home = result?.user ? homePathFor(result.user.role) : USER_HOME;
  useDelayedRedirect(home, result !== undefined);

  // The answer carries a session token: the borrower is signed in without typing a password.
  useEffect(() => {
    if (result) signIn(result.token, result.user);
  }, [result, signIn]);

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16 text-center">
      {token === null ? (
        <VerifyError message={t(messages.missingToken)} />
      ) : result ? (
        <div role="status">
          <h1 className="text-3xl font-bold text-emerald-800">{t(messages.verified)}</h1>
          <p className="mt-4 text-slate-700">{result.message}</p>
          <p className="mt-2 text-sm text-slate-600">{t(messages.takingYou)}</p>
          <ButtonLink to={home} className="mt-6">
            {t(messages.goToDashboard)}
          </ButtonLink>
        </div>
      ) : verification.isError ? (
        <VerifyError message={serverMessage(verification.error, t(messages.failed))} />
      ) : (
        <p role="status" className="text-slate-700">
          {t(messages.verifying)}
        </p>
      )}
    </section>
  );
}

function VerifyError({ message }: { message: string }) {
  const t = useT();
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{t(messages.failedHeading)}</h1>
      <p role="alert" className="mt-4 text-red-800">
        {message}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/register" className={buttonClasses('primary')}>
          {t(messages.registerAgain)}
        </Link>
        <Link to="/login" className={buttonClasses('secondary')}>
          {t(messages.goToLogin)}
        </Link>
      </div>
    </div>
  );
}
