import type { EmailDetail } from '@kwacha/shared/staff/email-management';
import { useLocation, useParams } from 'react-router';
import { StaffRecordPage } from '../../../components/ui/staff-record-page';
import { useEmailQuery } from './api/get-email';
import { EmailBodies } from './components/email-bodies';
import { EmailFacts } from './components/email-facts';
import { EmailResendSection } from './components/email-resend-section';
import { EMAIL_MANAGEMENT_PATH } from './email-list-params';

export const EMAIL_NOT_FOUND_MESSAGE = 'E-mail not found.';
export const EMAIL_LOAD_FAILED_MESSAGE = 'Failed to load the e-mail. Please try again.';

/** The list's filters, when the list opened this page (its link carries them). */
function listSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const { listSearch } = state as { listSearch?: unknown };
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}

/** /admin-dashboard/email-management/{id}: one message, its delivery, its masked bodies, and "Send again". */
export function EmailMessagePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  return (
    <StaffRecordPage
      query={useEmailQuery(id)}
      back={{ to: `${EMAIL_MANAGEMENT_PATH}${listSearchOf(location.state)}`, label: '← All e-mails' }}
      noun="E-mail"
      titleOf={(email) => email.subject}
      failedMessage={EMAIL_LOAD_FAILED_MESSAGE}
      notFoundMessage={EMAIL_NOT_FOUND_MESSAGE}
      loadingLabel="Loading the e-mail…"
      width="max-w-5xl"
      summaryHeight="h-56"
    >
      {(email) => <EmailSections email={email} />}
    </StaffRecordPage>
  );
}

function EmailSections({ email }: { email: EmailDetail }) {
  return (
    <div className="mt-3 space-y-6">
      <div>
        <h1 className="text-3xl font-bold break-words text-slate-900">{email.subject}</h1>
        <p className="mt-1 wrap-anywhere text-slate-700">{`${email.kindLabel} to ${email.recipient}`}</p>
      </div>
      <EmailResendSection email={email} />
      <EmailFacts email={email} />
      <EmailBodies email={email} />
    </div>
  );
}
