import type { ConsentEventView } from '@kwacha/shared/consent/marketing-consent';
import {
  CONSENT_SOURCE_LABELS,
  type ConsentSource,
  marketingWordingText,
} from '@kwacha/shared/consent/marketing-wordings';
import { formatDateTime } from '../../../../lib/format-date';

const sourceLabel = (source: string) => CONSENT_SOURCE_LABELS[source as ConsentSource] ?? source;

/**
 * The consent log for news and offers (read only): each grant and withdrawal with the sentence it
 * answered and where it came from — the evidence the Data Protection Act asks a lender to be able to show.
 */
export function UserConsentSection({ events }: { events: ConsentEventView[] }) {
  return (
    <section aria-labelledby="user-consent-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="user-consent-heading" className="text-xl font-semibold text-slate-900">
        News and offers consent
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-slate-700">No consent recorded: this account receives no news and offers.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {events.map((event) => (
            <li key={event.id} className="py-3">
              <p className="font-medium text-slate-900">
                {`${event.granted ? 'Agreed' : 'Withdrew'} · ${formatDateTime(event.createdAt)}`}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">From</dt>
                <dd className="text-slate-900">{sourceLabel(event.source)}</dd>
                <dt className="text-slate-600">Wording</dt>
                <dd className="break-words text-slate-900">
                  {`${marketingWordingText(event.wordingVersion)} (${event.wordingVersion})`}
                </dd>
                <dt className="text-slate-600">Address</dt>
                <dd className="break-words text-slate-900">{event.ipAddress ?? '—'}</dd>
                <dt className="text-slate-600">Browser</dt>
                <dd className="break-words text-slate-900">{event.userAgent ?? '—'}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
