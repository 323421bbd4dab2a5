import type { SmsMessageView } from '@kwacha/shared/staff/sms-messages';
import { useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import { formatDateTime } from '../../../../lib/format-date';
import { serverMessage } from '../../../../lib/server-message';
import { useResendSms } from '../api/resend-sms';

export const SMS_RESEND_FAILED_MESSAGE = 'The text could not be sent again. Please try again.';

const NEW_TEXT =
  "A new text with the same words will go to the borrower's current phone number, if they still get texts.";

// A text of unknown outcome may have reached the borrower already: staff weigh a second copy first.
const RESEND_DIALOGS = {
  failed: {
    title: 'Send this text again?',
    message: `${NEW_TEXT} This one stays failed.`,
    confirmLabel: 'Send again',
  },
  unknown: {
    title: 'Send this text again?',
    message: `The borrower may have this text already: the provider did not say whether it sent it. ${NEW_TEXT} This one stays unknown.`,
    confirmLabel: 'Send again',
  },
};

/**
 * "Send again" on a failed text, or one whose outcome is unknown, after a confirmation, as e-mail management's (email-resend-section.tsx):
 * what the server did, or why it would not, is said in a toast, and the list is read again.
 */
export function SmsResendButton({ sms }: { sms: SmsMessageView }) {
  const resend = useResendSms(sms.id);
  const { confirm } = useModal();
  const { toast } = useToast();
  // A ref, not state: a double click must not queue two dialogs before React re-renders.
  const busy = useRef(false);

  const send = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await confirm(RESEND_DIALOGS[sms.status === 'unknown' ? 'unknown' : 'failed']))) return;
      const { message } = await resend.mutateAsync();
      toast({ type: 'success', title: message });
    } catch (error) {
      toast({ type: 'error', title: serverMessage(error, SMS_RESEND_FAILED_MESSAGE) });
    } finally {
      busy.current = false;
    }
  };

  return (
    <Button
      variant="secondary"
      className="w-full sm:w-auto"
      disabled={resend.isPending}
      onClick={() => void send()}
    >
      {resend.isPending ? 'Sending…' : 'Send again'}
      {/* Several texts each have this button: the hidden words say which one it sends. */}
      <span className="sr-only">{`: the text to ${sms.toNumber} of ${formatDateTime(sms.createdAt)}`}</span>
    </Button>
  );
}
