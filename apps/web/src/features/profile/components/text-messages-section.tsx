import { SMS_PREFERENCE_LABEL, type SmsPreference } from '@kwacha/shared/sms/sms-preference';
import { useId } from 'react';
import { LabelledSwitch } from '../../../components/form/labelled-switch';
import { LoadError } from '../../../components/ui/load-error';
import { useToast } from '../../../components/ui/toast-context';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { serverMessage } from '../../../lib/server-message';
import { useChangeSmsPreference, useSmsPreferenceQuery } from '../api/sms-preference';

export const SMS_LOAD_FAILED_MESSAGE = 'Failed to load your choice for text messages. Please try again.';
export const SMS_CHANGE_FAILED_MESSAGE = 'Your choice could not be saved. Please try again.';

/** What the texts are about and where they go (docs/product.md §19.1). */
export function smsSummary(state: SmsPreference): string {
  if (!state.phoneNumber) return 'There is no phone number on your profile, so we cannot send text messages.';
  return state.smsOptIn
    ? `We text ${state.phoneNumber} about decisions, pay-outs, payments and due dates, as well as e-mailing you.`
    : 'We only e-mail you about your loans.';
}

/**
 * "Text messages" on the profile (docs/product.md §19.1): a switch for "Also send me text messages (SMS)".
 * Texts are about the borrower's own loans, so no consent dialog is needed; off by default.
 */
export function TextMessagesSection() {
  const preference = useSmsPreferenceQuery();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Text messages
      </h2>
      {preference.data ? (
        <SmsChoice state={preference.data} />
      ) : preference.isError ? (
        <LoadError
          className="mt-3"
          message={loadErrorMessage(preference.error, { fallback: SMS_LOAD_FAILED_MESSAGE })}
          retrying={preference.isFetching}
          onRetry={() => void preference.refetch()}
        />
      ) : (
        <div role="status" aria-busy="true" className="mt-3">
          <span className="sr-only">Loading your choice for text messages…</span>
          <div aria-hidden="true" className="h-8 w-full animate-pulse rounded bg-slate-200" />
        </div>
      )}
    </section>
  );
}

function SmsChoice({ state }: { state: SmsPreference }) {
  const { toast } = useToast();
  const change = useChangeSmsPreference();
  const switchId = useId();
  const summaryId = `${switchId}-summary`;
  const on = state.smsOptIn;

  const toggle = async () => {
    if (change.isPending) return;
    try {
      const response = await change.mutateAsync({ smsOptIn: !on });
      toast({ type: 'success', title: response.msg || response.message });
    } catch (error) {
      toast({ type: 'error', title: serverMessage(error, SMS_CHANGE_FAILED_MESSAGE) });
    }
  };

  return (
    <div className="mt-3">
      <LabelledSwitch
        id={switchId}
        label={SMS_PREFERENCE_LABEL}
        on={on}
        onToggle={() => void toggle()}
        disabled={change.isPending || (!state.phoneNumber && !on)}
        describedBy={summaryId}
      />
      <p id={summaryId} aria-live="polite" className="mt-3 text-slate-900">
        {smsSummary(state)}
      </p>
    </div>
  );
}
