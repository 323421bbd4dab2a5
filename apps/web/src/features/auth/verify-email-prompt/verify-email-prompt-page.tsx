import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { isAuthFailure, serverMessage } from '../../../lib/server-message';
import { homePathFor } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResendVerificationEmailMutation } from '../api/resend-verification-email';
import { textLinkClasses } from '../components/form-styles';

export const RESEND_FAILED_MESSAGE = 'Failed to resend verification email. Please try again later.';

/** Where the guard sends borrowers whose e-mail is not verified yet (docs/product.md §2). */
export function VerifyEmailPromptPage() {
  usePageTitle('Verify Your Email');
  const session = useSession();
  const { toast } = useToast();
  const resend = useResendVerificationEmailMutation();
  const user = session.user;

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (message) => toast({ type: 'success', title: 'Verification email sent', message }),
      onError: (error) => {
        if (isAuthFailure(error)) session.signOut();
      },
    });

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 text-center sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900">Verify Your Email</h1>
      {user ? (
        <p className="mt-4 text-slate-700">
          We sent a verification link to{' '}
          <strong className="wrap-anywhere text-slate-900">{user.email}</strong>. Open it to activate your
          account.
        </p>
      ) : (
        <p className="mt-4 text-slate-700">
          We sent a verification link to your email address. Open it to activate your account.
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">Can't find it? Check your spam or junk folder.</p>

      {user?.isEmailVerified ? (
        <div className="mt-6">
          <p className="text-slate-700">Your email is already verified.</p>
          <ButtonLink to={homePathFor(user.role)} className="mt-3">
            Go to Dashboard
          </ButtonLink>
        </div>
      ) : user ? (
        <div className="mt-6">
          <Button onClick={sendAgain} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
          </Button>
          <div aria-live="polite" className="mt-3">
            {resend.isSuccess ? <p className="text-emerald-800">{resend.data}</p> : null}
          </div>
          {resend.isError ? (
            <p role="alert" className="mt-3 text-red-800">
              {serverMessage(resend.error, RESEND_FAILED_MESSAGE)}
            </p>
          ) : null}
        </div>
      ) : null}

      <p className="mt-8">
        {/* Signed in, /login would send the user straight back here: going back to login means signing out. */}
        <Link
          to="/login"
          className={textLinkClasses}
          onClick={(event) => {
            if (!user) return;
            event.preventDefault();
            session.signOut();
          }}
        >
          Back to Login
        </Link>
      </p>
    </section>
  );
}
