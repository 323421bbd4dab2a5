import { USSD_OUTCOME_LABELS } from '@kwacha/shared/ussd/ussd-sessions';
import { LoadError } from '../../../../components/ui/load-error';
import { formatDateTime } from '../../../../lib/format-date';
import { loadErrorMessage } from '../../../../lib/load-error-message';
import { useUssdSessionsQuery } from '../api/get-ussd-sessions';

const GATEWAY_LABELS = { africastalking: "Africa's Talking", gateway: 'JSON gateway' } as const;

/**
 * The borrower's latest USSD sessions (docs/product.md §26.5): when, through which gateway, how many steps
 * and how each ended. What was typed (the PIN, amounts) is never kept, so never shown.
 */
export function UserUssdSection({ userId }: { userId: string }) {
  const sessions = useUssdSessionsQuery(userId);
  return (
    <section aria-labelledby="user-ussd-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="user-ussd-heading" className="text-xl font-semibold text-slate-900">
        USSD sessions
      </h2>
      {sessions.data ? (
        sessions.data.length === 0 ? (
          <p className="mt-3 text-slate-700">No USSD sessions from this borrower's number.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {sessions.data.map((session) => (
              <li key={`${session.startedAt}-${session.gateway}`} className="py-3">
                <p className="font-medium text-slate-900">{USSD_OUTCOME_LABELS[session.outcome]}</p>
                <p className="text-sm text-slate-700">
                  {`${formatDateTime(session.startedAt)} · ${GATEWAY_LABELS[session.gateway]} · ${session.steps} ${session.steps === 1 ? 'step' : 'steps'}`}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : sessions.isError ? (
        <LoadError
          className="mt-3"
          message={loadErrorMessage(sessions.error, {
            fallback: 'Failed to load the USSD sessions. Please try again.',
          })}
          retrying={sessions.isFetching}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <p role="status" className="mt-3 text-slate-700">
          Loading USSD sessions…
        </p>
      )}
    </section>
  );
}
