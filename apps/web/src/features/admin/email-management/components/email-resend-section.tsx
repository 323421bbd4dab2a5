import { EMAIL_MESSAGES, type EmailDetail } from '@kwacha/shared/staff/email-management';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { type ConfirmOptions, useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import { formatDateTime } from '../../../../lib/format-date';
import { serverMessage } from '../../../../lib/server-message';
import { useResendEmail } from '../api/resend-email';
import { emailMessagePath } from '../email-list-params';

export const RESEND_FAILED_MESSAGE = 'The e-mail could not be sent again. Please try again.';

function dialogFor(email: EmailDetail): ConfirmOptions & { button: string } {
  if (email.resendMode === 'fresh-link') {
    return {
      button: 'Send a fresh link',
      title: 'Send a fresh link?',
      message: `A new e-mail (${email.kindLabel}) with a new link will go to the account's current address. The link in this e-mail and any older one stop working.`,
      confirmLabel: 'Send',
    };
  }
  return {
    button: 'Resend',
    title: 'Resend this e-mail?',
    message: `It will be queued to be sent to ${email.recipient} again, as it was.`,
    confirmLabel: 'Resend',
  };
}

/**
 * "Send again" for a failed message, after a confirmation; what the server did (or why it would not) is
 * said in a toast. Earlier resends are listed, so a colleague's click is seen before a second one.
 */
export function EmailResendSection({ email }: { email: EmailDetail }) {
  const headingId = useId();
  const resend = useResendEmail(email.id);
  const { confirm } = useModal();
  const { toast } = useToast();
  // A ref, not state: a double click must not queue two dialogs before React re-renders.
  const busy = useRef(false);
  if (email.status !== 'failed' && email.resends.length === 0) return null;
  const dialog = dialogFor(email);

  const send = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await confirm(dialog))) return;
      const { message } = await resend.mutateAsync();
      toast({ type: 'success', title: message });
    } catch (error) {
      toast({ type: 'error', title: serverMessage(error, RESEND_FAILED_MESSAGE) });
    } finally {
      busy.current = false;
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Send again
      </h2>
      {email.resends.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {email.resends.map((r) => (
            <li key={`${r.at}:${r.newEmailId ?? ''}`}>
              {`Sent again ${formatDateTime(r.at)} by ${r.by ?? 'System'}`}
              {r.newEmailId ? (
                <>
                  {' — '}
                  <Link
                    to={emailMessagePath(r.newEmailId)}
                    className="rounded font-semibold text-emerald-800 underline"
                  >
                    the new e-mail
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {email.status !== 'failed' ? null : email.resendMode === 'never' ? (
        <p className="mt-2 text-slate-700">{EMAIL_MESSAGES.disbursementCode}</p>
      ) : (
        <Button className="mt-3" disabled={resend.isPending} onClick={() => void send()}>
          {resend.isPending ? 'Sending…' : dialog.button}
        </Button>
      )}
    </section>
  );
}
