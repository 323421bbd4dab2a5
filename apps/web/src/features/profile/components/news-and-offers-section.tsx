import {
  CONSENT_SOURCE_LABELS,
  type ConsentSource,
  type ConsentState,
  CURRENT_MARKETING_WORDING,
} from '@kwacha/shared/consent/marketing-consent';
import { useId, useRef } from 'react';
import { LabelledSwitch } from '../../../components/form/labelled-switch';
import { LoadError } from '../../../components/ui/load-error';
import { useModal } from '../../../components/ui/modal-context';
import { useToast } from '../../../components/ui/toast-context';
import { formatDateTime } from '../../../lib/format-date';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { serverMessage } from '../../../lib/server-message';
import { useChangeMarketingConsent } from '../api/change-marketing-consent';
import { useConsentQuery } from '../api/get-consent';

export const CONSENT_LOAD_FAILED_MESSAGE =
  'Failed to load your choice for news and offers. Please try again.';
export const CONSENT_CHANGE_FAILED_MESSAGE = 'Your choice could not be saved. Please try again.';

const STOP_DIALOG = {
  title: 'Stop news and offers?',
  message: 'We will stop sending you news and offers by e-mail. You can turn them on again at any time.',
  confirmLabel: 'Stop news and offers',
  cancelLabel: 'Keep them',
};
const START_DIALOG = {
  title: 'Receive news and offers?',
  message: CURRENT_MARKETING_WORDING.text,
  confirmLabel: 'Yes, send them',
  cancelLabel: 'Not now',
};

/** What the choice is and since when, in words. */
export function consentSummary(state: ConsentState): string {
  if (state.marketingOptIn) {
    return state.since
      ? `You receive news and offers by e-mail. You agreed on ${formatDateTime(state.since)}.`
      : 'You receive news and offers by e-mail.';
  }
  return state.since
    ? `You do not receive news and offers. You stopped them on ${formatDateTime(state.since)}.`
    : 'You do not receive news and offers.';
}

const sourceLabel = (source: string) => CONSENT_SOURCE_LABELS[source as ConsentSource] ?? source;

/**
 * "News and offers" on the profile (docs/product.md §2.8): the current choice, when it was made, and a
 * switch to give or withdraw it, each change confirmed first.
 */
export function NewsAndOffersSection() {
  const consent = useConsentQuery();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        News and offers
      </h2>
      {consent.data ? (
        <ConsentChoice state={consent.data} />
      ) : consent.isError ? (
        <LoadError
          className="mt-3"
          message={loadErrorMessage(consent.error, { fallback: CONSENT_LOAD_FAILED_MESSAGE })}
          retrying={consent.isFetching}
          onRetry={() => void consent.refetch()}
        />
      ) : (
        <div role="status" aria-busy="true" className="mt-3">
          <span className="sr-only">Loading your choice for news and offers…</span>
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
  const modal = useModal();
  const { toast } = useToast();
  const change = useChangeMarketingConsent();
  // A ref, not state: a double tap must not open two dialogs before React re-renders.
  const asking = useRef(false);
  const switchId = useId();
  const sentenceId = `${switchId}-sentence`;
  const on = state.marketingOptIn;

  const toggle = async () => {
    if (asking.current || change.isPending) return;
    asking.current = true;
    try {
      if (!(await modal.confirm(on ? STOP_DIALOG : START_DIALOG))) return;
      const response = await change.mutateAsync({
        granted: !on,
        wordingVersion: CURRENT_MARKETING_WORDING.version,
      });
      toast({ type: 'success', title: response.msg || response.message });
    } catch (error) {
      toast({ type: 'error', title: serverMessage(error, CONSENT_CHANGE_FAILED_MESSAGE) });
    } finally {
      asking.current = false;
    }
  };

  return (
    <div className="mt-3">
      <LabelledSwitch
        id={switchId}
        label="News and offers by e-mail"
        on={on}
        onToggle={() => void toggle()}
        disabled={change.isPending}
        describedBy={sentenceId}
      />
      <p id={sentenceId} className="mt-2 text-sm text-slate-700">
        {CURRENT_MARKETING_WORDING.text}
      </p>
      <p aria-live="polite" className="mt-3 text-slate-900">
        {consentSummary(state)}
      </p>
      {state.history.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer rounded font-medium text-emerald-800 underline focus-visible:outline-2 focus-visible:outline-emerald-700">
            Your earlier choices
          </summary>
          <ul className="mt-2 divide-y divide-slate-200">
            {state.history.map((event) => (
              <li key={event.id} className="py-2 text-slate-700">
                <span className="font-medium text-slate-900">{event.granted ? 'Agreed' : 'Stopped'}</span>
                {` on ${formatDateTime(event.createdAt)} · ${sourceLabel(event.source)}`}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
