import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { serverMessage } from '../../../lib/server-message';
import { homePathFor, USER_HOME } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifyEmailQuery } from '../api/verify-email';
import { useDelayedRedirect } from '../redirect-delay';

export const VERIFY_FAILED_MESSAGE = 'Email verification failed. The link might be expired or invalid.';
export const MISSING_TOKEN_MESSAGE = 'Verification link is invalid or missing a token.';

/** /verify-email?token=…: the link from the verification e-mail (docs/product.md §2). */
export function VerifyEmailPage() {
  usePageTitle('Verify Email');
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
        <VerifyError message={MISSING_TOKEN_MESSAGE} />
      ) : result ? (
        <div role="status">
          <h1 className="text-3xl font-bold text-emerald-800">Email Verified</h1>
          <p className="mt-4 text-slate-700">{result.message}</p>
          <p className="mt-2 text-sm text-slate-600">Taking you to your dashboard…</p>
          <ButtonLink to={home} className="mt-6">
            Go to Dashboard
          </ButtonLink>
        </div>
      ) : verification.isError ? (
        <VerifyError message={serverMessage(verification.error, VERIFY_FAILED_MESSAGE)} />
      ) : (
        <p role="status" className="text-slate-700">
          Verifying your email…
        </p>
      )}
    </section>
  );
}

function VerifyError({ message }: { message: string }) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Verification Failed</h1>
      <p role="alert" className="mt-4 text-red-800">
        {message}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/register" className={buttonClasses('primary')}>
          Register Again
        </Link>
        <Link to="/login" className={buttonClasses('secondary')}>
          Go to Login
        </Link>
      </div>
    </div>
  );
}
