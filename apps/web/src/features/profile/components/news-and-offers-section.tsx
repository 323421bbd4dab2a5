import type { ConsentState } from '@kwacha/shared/consent/marketing-consent';
import {
  type ConsentSource,
  CURRENT_MARKETING_WORDINGS,
  type MarketingWording,
} from '@kwacha/shared/consent/marketing-wordings';
import { useId, useRef } from 'react';
import { LabelledSwitch } from '../../../components/form/labelled-switch';
import { LoadError } from '../../../components/ui/load-error';
import { useModal } from '../../../components/ui/modal-context';
import { useToast } from '../../../components/ui/toast-context';
import { formatDateTime } from '../../../lib/format-date';
import { type FormatMessage, useFormatMessage } from '../../../lib/i18n/use-format-message';
import { useLanguageState } from '../../../lib/i18n/use-t';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { serverMessage } from '../../../lib/server-message';
import { useChangeMarketingConsent } from '../api/change-marketing-consent';
import { useConsentQuery } from '../api/get-consent';
import { consentSourceMessages, newsAndOffersMessages as messages } from './news-and-offers-section.messages';

export const CONSENT_LOAD_FAILED_MESSAGE = messages.loadFailed.message;
export const CONSENT_CHANGE_FAILED_MESSAGE = messages.changeFailed.message;

const stopDialog = (format: FormatMessage) => ({
  title: format(messages.stopTitle),
  message: format(messages.stopMessage),
  confirmLabel: format(messages.stopConfirm),
  cancelLabel: format(messages.stopCancel),
});
// The sentence asked is the wording recorded: the reader's language's own, with its own version.
const startDialog = (format: FormatMessage, wording: MarketingWording) => ({
  title: format(messages.startTitle),
  message: wording.text,
  confirmLabel: format(messages.startConfirm),
  cancelLabel: format(messages.startCancel),
});

/** What the choice is and since when, in words, in the reader's language. */
export function consentSummary(state: ConsentState, format: FormatMessage): string {
  if (state.marketingOptIn) {
    return state.since
      ? format(messages.onSince, { date: formatDateTime(state.since) })
      : format(messages.on);
  }
  return state.since
    ? format(messages.offSince, { date: formatDateTime(state.since) })
    : format(messages.off);
}

const sourceLabel = (source: string, format: FormatMessage) => {
  const descriptor = consentSourceMessages[source as ConsentSource];
  return descriptor ? format(descriptor) : source;
};

/**
 * "News and offers" on the profile (docs/product.md §2.8): the current choice, when it was made, and a
 * switch to give or withdraw it, each change confirmed first.
 */
export function NewsAndOffersSection() {
  const format = useFormatMessage();
  const consent = useConsentQuery();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {format(messages.heading)}
      </h2>
      {consent.data ? (
        <ConsentChoice state={consent.data} />
      ) : consent.isError ? (
        <LoadError
          className="mt-3"
          message={loadErrorMessage(consent.error, { fallback: format(messages.loadFailed) })}
          retrying={consent.isFetching}
          onRetry={() => void consent.refetch()}
        />
      ) : (
        <div role="status" aria-busy="true" className="mt-3">
          <span className="sr-only">{format(messages.loading)}</span>
          <div aria-hidden="true" className="grid animate-pulse gap-3">
            <div className="h-8 w-full rounded bg-slate-200" />
            <div className="h-12 w-full rounded bg-slate-200" />
          </div>
        </div>
      )}
    </section>
  );
}

function ConsentChoice({ state }: { state: ConsentState }) {
  const format = useFormatMessage();
  const modal = useModal();
  const { toast } = useToast();
  const change = useChangeMarketingConsent();
  // A ref, not state: a double tap must not open two dialogs before React re-renders.
  const asking = useRef(false);
  const switchId = useId();
  const sentenceId = `${switchId}-sentence`;
  const on = state.marketingOptIn;
  const { language } = useLanguageState();
  const wording = CURRENT_MARKETING_WORDINGS[language];

  const toggle = async () => {
    if (asking.current || change.isPending) return;
    asking.current = true;
    try {
      if (!(await modal.confirm(on ? stopDialog(format) : startDialog(format, wording)))) return;
      const response = await change.mutateAsync({
        granted: !on,
        wordingVersion: wording.version,
      });
      toast({ type: 'success', title: response.msg || response.message });
    } catch (error) {
      toast({ type: 'error', title: serverMessage(error, format(messages.changeFailed)) });
    } finally {
      asking.current = false;
    }
  };

  return (
    <div className="mt-3">
      <LabelledSwitch
        id={switchId}
        label={format(messages.switchLabel)}
        on={on}
        onToggle={() => void toggle()}
        disabled={change.isPending}
        describedBy={sentenceId}
      />
      <p id={sentenceId} lang={language} className="mt-2 text-sm text-slate-700">
        {wording.text}
      </p>
      <p aria-live="polite" className="mt-3 text-slate-900">
        {consentSummary(state, format)}
      </p>
      {state.history.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer rounded font-medium text-emerald-800 underline focus-visible:outline-2 focus-visible:outline-emerald-700">
            {format(messages.earlierChoices)}
          </summary>
          <ul className="mt-2 divide-y divide-slate-200">
            {state.history.map((event) => (
              <li key={event.id} className="py-2 text-slate-700">
                <span className="font-medium text-slate-900">
                  {format(event.granted ? messages.agreed : messages.stopped)}
                </span>
                {` ${format(messages.historyWhen, { date: formatDateTime(event.createdAt), source: sourceLabel(event.source, format) })}`}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
