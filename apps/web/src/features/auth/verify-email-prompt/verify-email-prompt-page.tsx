import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { isAuthFailure, serverMessage } from '../../../lib/server-message';
import { homePathFor } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResendVerificationEmailMutation } from '../api/resend-verification-email';
import { textLinkClasses } from '../components/form-styles';
import { verifyEmailPromptMessages as messages } from './verify-email-prompt.messages';

export const RESEND_FAILED_MESSAGE = messages.resendFailed.message;

// Stands for the address while the sentence is formatted, so the address can be set in bold wherever
// the language puts it.
const EMAIL_SLOT = '\u0000';

/** Where the guard sends borrowers whose e-mail is not verified yet (docs/product.md §2). */
export function VerifyEmailPromptPage() {
  const format = useFormatMessage();
  usePageTitle(format(messages.title));
  const session = useSession();
  const { toast } = useToast();
  const resend = useResendVerificationEmailMutation();
  const user = session.user;
  const [sentBefore = '', sentAfter = ''] = format(messages.sentTo, { email: EMAIL_SLOT }).split(EMAIL_SLOT);

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (message) =>
        toast({
          type: 'success',
          title: format(messages.resent),
          message: message || format(messages.resentDetail),
        }),
      onError: (error) => {
        if (isAuthFailure(error)) session.signOut();
      },
    });

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 text-center sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900">{format(messages.title)}</h1>
      {user ? (
        <p className="mt-4 text-slate-700">
          {sentBefore}
          <strong className="wrap-anywhere text-slate-900">{user.email}</strong>
          {sentAfter}
        </p>
      ) : (
        <p className="mt-4 text-slate-700">{format(messages.sent)}</p>
      )}
      <p className="mt-2 text-sm text-slate-600">{format(messages.spam)}</p>

      {user?.isEmailVerified ? (
        <div className="mt-6">
          <p className="text-slate-700">{format(messages.alreadyVerified)}</p>
          <ButtonLink to={homePathFor(user.role)} className="mt-3">
            {format(messages.goToDashboard)}
          </ButtonLink>
        </div>
      ) : user ? (
        <div className="mt-6">
          <Button onClick={sendAgain} disabled={resend.isPending}>
            {resend.isPending ? format(messages.sending) : format(messages.resend)}
          </Button>
          <div aria-live="polite" className="mt-3">
            {resend.isSuccess ? (
              <p className="text-emerald-800">{resend.data || format(messages.resentDetail)}</p>
            ) : null}
          </div>
          {resend.isError ? (
            <p role="alert" className="mt-3 text-red-800">
              {serverMessage(resend.error, format(messages.resendFailed))}
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
          {format(messages.backToLogin)}
        </Link>
      </p>
    </section>
  );
}
