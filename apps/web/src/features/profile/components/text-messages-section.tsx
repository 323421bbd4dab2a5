import { SMS_PREFERENCE_LABEL, type SmsPreference } from '@kwacha/shared/sms/sms-preference';
import { useId } from 'react';
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
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={switchId} className="font-medium text-slate-900">
          {SMS_PREFERENCE_LABEL}
        </label>
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            {on ? 'On' : 'Off'}
          </span>
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={on}
            aria-describedby={summaryId}
            disabled={change.isPending || (!state.phoneNumber && !on)}
            onClick={() => void toggle()}
            className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60 ${on ? 'bg-emerald-700' : 'bg-slate-500'}`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-7' : 'translate-x-1'}`}
            />
          </button>
        </div>
      </div>
      <p id={summaryId} aria-live="polite" className="mt-3 text-slate-900">
        {smsSummary(state)}
      </p>
    </div>
  );
}
