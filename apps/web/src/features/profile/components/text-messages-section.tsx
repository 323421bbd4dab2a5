import type { SmsPreference } from '@kwacha/shared/sms/sms-preference';
import { useId } from 'react';
import { LabelledSwitch } from '../../../components/form/labelled-switch';
import { LoadError } from '../../../components/ui/load-error';
import { useToast } from '../../../components/ui/toast-context';
import { type FormatMessage, useFormatMessage } from '../../../lib/i18n/use-format-message';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { serverMessage } from '../../../lib/server-message';
import { useChangeSmsPreference, useSmsPreferenceQuery } from '../api/sms-preference';
import { textMessagesMessages as messages } from './text-messages-section.messages';

export const SMS_LOAD_FAILED_MESSAGE = messages.loadFailed.message;
export const SMS_CHANGE_FAILED_MESSAGE = messages.changeFailed.message;

/** What the texts are about and where they go (docs/product.md §19.1), in the reader's language. */
export function smsSummary(state: SmsPreference, format: FormatMessage): string {
  if (!state.phoneNumber) return format(messages.noPhone);
  return state.smsOptIn ? format(messages.on, { phoneNumber: state.phoneNumber }) : format(messages.off);
}

/**
 * "Text messages" on the profile (docs/product.md §19.1): a switch for "Also send me text messages (SMS)".
 * Texts are about the borrower's own loans, so no consent dialog is needed; off by default.
 */
export function TextMessagesSection() {
  const format = useFormatMessage();
  const preference = useSmsPreferenceQuery();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {format(messages.heading)}
      </h2>
      {preference.data ? (
        <SmsChoice state={preference.data} />
      ) : preference.isError ? (
        <LoadError
          className="mt-3"
          message={loadErrorMessage(preference.error, { fallback: format(messages.loadFailed) })}
          retrying={preference.isFetching}
          onRetry={() => void preference.refetch()}
        />
      ) : (
        <div role="status" aria-busy="true" className="mt-3">
          <span className="sr-only">{format(messages.loading)}</span>
          <div aria-hidden="true" className="h-8 w-full animate-pulse rounded bg-slate-200" />
        </div>
      )}
    </section>
  );
}

function SmsChoice({ state }: { state: SmsPreference }) {
  const format = useFormatMessage();
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
      toast({ type: 'error', title: serverMessage(error, format(messages.changeFailed)) });
    }
  };

  return (
    <div className="mt-3">
      <LabelledSwitch
        id={switchId}
        label={format(messages.switchLabel)}
        on={on}
        onToggle={() => void toggle()}
        disabled={change.isPending || (!state.phoneNumber && !on)}
        describedBy={summaryId}
      />
      <p id={summaryId} aria-live="polite" className="mt-3 text-slate-900">
        {smsSummary(state, format)}
      </p>
    </div>
  );
}
