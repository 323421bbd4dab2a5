import type { PaymentEvidence } from '@kwacha/shared/staff/flagged-payments';
import { formatDateTime } from '../../../../lib/format-date';

const words = (value: string | null) => (value ? value.replace(/_/g, ' ') : '—');

/** Every callback that named the payment: what it claimed, how far it was believed, what we did. */
export function CallbackEvidence({ callbacks }: { callbacks: PaymentEvidence[] }) {
  if (callbacks.length === 0) {
    return <p className="mt-3 text-sm text-slate-600">No provider callback named this payment.</p>;
  }
  return (
    <details className="mt-3 rounded-lg border border-slate-200">
      <summary className="min-h-11 cursor-pointer px-3 py-2.5 text-sm font-semibold text-slate-800">
        {`Provider callbacks (${callbacks.length})`}
      </summary>
      <ol className="divide-y divide-slate-200 border-t border-slate-200 text-sm">
        {callbacks.map((callback) => (
          <li key={callback.id} className="px-3 py-2">
            <p className="text-slate-900">
              <time dateTime={callback.receivedAt}>{formatDateTime(callback.receivedAt)}</time>
              {` · ${callback.provider} (${callback.channel})`}
            </p>
            <p className="text-slate-700">
              {`Claimed ${words(callback.claimedState)}, ${
                callback.confirmed === true
                  ? 'signed by the provider'
                  : callback.confirmed === false
                    ? 'checked with a status call'
                    : 'not verified'
              }; believed ${words(callback.believedState)}; ${words(callback.result)}.`}
            </p>
            {callback.detail ? <p className="break-words text-slate-600">{callback.detail}</p> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
